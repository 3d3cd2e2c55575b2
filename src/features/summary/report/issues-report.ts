import { jsPDF } from 'jspdf';
import { formatEmailTime, formatLongDate } from '@/shared/format/dates';
import { severityTone, type SeverityTone } from '@/shared/theme/severity';
import {
  affectedAssetCount,
  categoryLabel,
  isFraudDefenseIssue,
  severityLabel,
  statusLabel,
  type SummaryIssue,
} from '@/features/issues';
import type { RiskLevel } from '../model/risk-level';
import { MAX_SECURITY_SCORE, RISK_SEGMENTS } from '../model/risk-level';
import { formatChange } from '../model/score-history';
import type { ScoreTrend } from './score-trend';
import type { ReportKind } from './export-rules';
import {
  ISSUES_PER_PAGE,
  SEVERITY_DESCRIPTIONS,
  assetListText,
  clampLines,
  pageRangeLabel,
  paginate,
  pdfSafe,
  fittedListText,
  recipientListText,
  severityDescription,
} from './pdf-layout';

/**
 * The issues report (console-mdr-summary.md §9): a cover page with company, date, risk level and counts, then the
 * issues 10 to an A4 page. Loaded with import() only when a user exports, so jspdf stays out of the first page.
 */
export interface IssuesReportInput {
  kind: ReportKind;
  /** In table order. */
  issues: readonly SummaryIssue[];
  productName: string;
  companyName: string;
  generatedAt: Date;
  risk: RiskLevel;
  score: number | null | undefined;
  /** Plain-language lines describing the filters of a filtered report. */
  filterSummary?: readonly string[];
  /** The score's trend (issue #27), when the account has the score history. */
  trend?: ScoreTrend | null;
}

type Rgb = [number, number, number];

const INK: Rgb = [17, 24, 39];
const MUTED: Rgb = [90, 98, 112];
const RULE: Rgb = [226, 229, 235];
const BRAND: Rgb = [79, 70, 229];
const SEVERITY_RGB: Record<SeverityTone, Rgb> = {
  critical: [220, 38, 38],
  important: [234, 88, 12],
  moderate: [202, 138, 4],
  low: [37, 99, 235],
  informational: [107, 114, 128],
  clean: [22, 163, 74],
};
const SEVERITY_TINT: Record<SeverityTone, Rgb> = {
  critical: [254, 242, 242],
  important: [255, 247, 237],
  moderate: [254, 252, 232],
  low: [239, 246, 255],
  informational: [243, 244, 246],
  clean: [240, 253, 244],
};

const PAGE_W = 210;
const PAGE_H = 297;
const M = 16;
const CONTENT_W = PAGE_W - 2 * M;
const LIST_TOP = 29;
/** Ten slots end at 281 mm, above the footer rule at 283. */
const SLOT_H = 25.2;
/** Under the name and meta lines: four lines for the description and the detail lines. */
const BODY_LINES = 4;
const BODY_TOP = 12.6;
const BODY_STEP = 3.2;
/** The description always keeps one line (the fraud issues' sender line takes another). */
const DESCRIPTION_MIN_LINES = 1;

export function buildIssuesReport(input: IssuesReportInput): jsPDF {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  const title = input.kind === 'filtered' ? 'Security Issues Report (filtered)' : 'Security Issues Report';
  doc.setProperties({
    title: `${pdfSafe(input.companyName)} - ${title}`,
    subject: 'Security issues',
    author: pdfSafe(input.productName),
    creator: pdfSafe(input.productName),
  });
  doc.setLineHeightFactor(1.25);

  const coverEnd = drawCover(doc, input, title);
  if (input.trend) {
    // On the cover when it fits under the guide (a filtered report's few filter lines included), else on a page of its
    // own before the issues.
    let top = coverEnd + 6;
    if (top + TREND_H > COVER_END) {
      doc.addPage();
      drawListHeader(doc, input, 'Score history', false);
      top = LIST_TOP - 4;
    }
    drawTrend(doc, input.trend, top);
  }
  const pages = paginate(input.issues, ISSUES_PER_PAGE);
  pages.forEach((page, pageIndex) => {
    doc.addPage();
    drawListHeader(doc, input, pageRangeLabel(pageIndex, input.issues.length));
    page.forEach((issue, slot) => drawIssue(doc, issue, pageIndex * ISSUES_PER_PAGE + slot + 1, LIST_TOP + slot * SLOT_H));
  });

  const total = doc.getNumberOfPages();
  for (let page = 1; page <= total; page++) {
    doc.setPage(page);
    drawFooter(doc, input, page, total);
  }
  return doc;
}

function text(
  doc: jsPDF,
  value: string,
  x: number,
  y: number,
  options: { size: number; color?: Rgb; bold?: boolean; align?: 'left' | 'right' | 'center' },
) {
  doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
  doc.setFontSize(options.size);
  doc.setTextColor(...(options.color ?? INK));
  doc.text(value, x, y, { align: options.align ?? 'left', baseline: 'alphabetic' });
}

function wrapped(doc: jsPDF, value: string, width: number, size: number, maxLines: number, bold = false): string[] {
  doc.setFont('helvetica', bold ? 'bold' : 'normal');
  doc.setFontSize(size);
  return clampLines(doc.splitTextToSize(pdfSafe(value), width) as string[], maxLines);
}

function drawCover(doc: jsPDF, input: IssuesReportInput, title: string): number {
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE_W, 3, 'F');
  doc.setFillColor(...BRAND);
  doc.roundedRect(M, 14, 7, 7, 1.5, 1.5, 'F');
  text(doc, pdfSafe(input.productName), M + 10, 19.4, { size: 12, bold: true, color: BRAND });
  text(doc, `Generated ${formatEmailTime(input.generatedAt)}`, PAGE_W - M, 19.4, { size: 9, color: MUTED, align: 'right' });

  text(doc, title, M, 46, { size: 24, bold: true });
  text(doc, pdfSafe(input.companyName), M, 56, { size: 13, color: MUTED });

  let y = 66;
  if (input.kind === 'filtered' && input.filterSummary?.length) {
    text(doc, 'This report lists the issues of a filtered view:', M, y, { size: 9, color: MUTED });
    y += 5;
    for (const line of input.filterSummary) {
      for (const part of wrapped(doc, `- ${line}`, CONTENT_W, 9, 2)) {
        text(doc, part, M + 2, y, { size: 9 });
        y += 4.5;
      }
    }
    y += 3;
  }

  // Risk level.
  const tone = input.risk.tone;
  doc.setFillColor(...SEVERITY_TINT[tone]);
  doc.roundedRect(M, y, CONTENT_W, 30, 2.5, 2.5, 'F');
  doc.setFillColor(...SEVERITY_RGB[tone]);
  doc.rect(M, y, 1.6, 30, 'F');
  text(doc, 'RISK LEVEL', M + 8, y + 9, { size: 8, bold: true, color: MUTED });
  text(doc, input.risk.label, M + 8, y + 21, { size: 20, bold: true, color: SEVERITY_RGB[tone] });
  const scoreText =
    typeof input.score === 'number'
      ? `Security score ${input.score} of ${MAX_SECURITY_SCORE}`
      : 'No security score yet: based on open issues';
  text(doc, scoreText, PAGE_W - M - 8, y + 21, { size: 11, color: INK, align: 'right' });
  y += 40;

  // Counts.
  const open = input.issues.filter((issue) => issue.status === 'open').length;
  const bySeverity = (wanted: SeverityTone) => input.issues.filter((issue) => severityTone(issue.severity) === wanted).length;
  const tiles: { label: string; value: number; tone?: SeverityTone }[] = [
    { label: 'Issues in report', value: input.issues.length },
    { label: 'Open', value: open },
    { label: 'Critical', value: bySeverity('critical'), tone: 'critical' },
    { label: 'Important', value: bySeverity('important'), tone: 'important' },
    { label: 'Moderate', value: bySeverity('moderate'), tone: 'moderate' },
  ];
  const gap = 3;
  const tileW = (CONTENT_W - gap * (tiles.length - 1)) / tiles.length;
  tiles.forEach((tile, index) => {
    const x = M + index * (tileW + gap);
    doc.setDrawColor(...RULE);
    doc.setFillColor(255, 255, 255);
    doc.roundedRect(x, y, tileW, 22, 2, 2, 'FD');
    if (tile.tone) {
      doc.setFillColor(...SEVERITY_RGB[tile.tone]);
      doc.circle(x + 6, y + 7.2, 1.2, 'F');
    }
    text(doc, tile.label, x + (tile.tone ? 9 : 5), y + 8, { size: 8, color: MUTED });
    text(doc, String(tile.value), x + 5, y + 18, { size: 16, bold: true });
  });
  y += 34;

  // What the severities mean.
  text(doc, 'What the severities mean', M, y, { size: 11, bold: true });
  y += 7;
  for (const key of ['critical', 'important', 'moderate'] as const) {
    doc.setFillColor(...SEVERITY_RGB[key]);
    doc.circle(M + 1.5, y - 1.2, 1.3, 'F');
    text(doc, severityLabel(key), M + 5, y, { size: 9.5, bold: true });
    text(doc, SEVERITY_DESCRIPTIONS[key], M + 30, y, { size: 9.5, color: INK });
    y += 7;
  }
  y += 5;

  text(doc, 'How to read this report', M, y, { size: 11, bold: true });
  y += 6.5;
  const guide =
    'Issues are listed from the most to the least severe, then by name and date. Each entry names the affected assets ' +
    '(at most ten, then a count of the rest) and, for e-mail threats, the sender and the recipients. The console holds ' +
    'the full details and step-by-step guidance for each issue.';
  for (const line of wrapped(doc, guide, CONTENT_W, 9.5, 6)) {
    text(doc, line, M, y, { size: 9.5, color: MUTED });
    y += 4.8;
  }
  return y;
}

/** The trend's height: title, chart with its dates, the three largest changes (above the footer rule at 283 mm). */
const TREND_H = 62;
const CHART_H = 28;
const COVER_END = PAGE_H - 17;

/** 'Score history, last 90 days': the line over the risk-level bands, then the three largest changes in words. */
function drawTrend(doc: jsPDF, trend: ScoreTrend, top: number) {
  text(doc, `Score history, last ${trend.rangeLabel}`, M, top, { size: 11, bold: true });
  const scores = trend.points.map((point) => point.score);
  const low = Math.max(0, Math.floor((Math.min(...scores) - 10) / 10) * 10);
  const high = Math.min(MAX_SECURITY_SCORE, Math.ceil((Math.max(...scores) + 10) / 10) * 10);
  const left = M + 10;
  const width = CONTENT_W - 10;
  const chartTop = top + 5;
  const yOf = (score: number) => chartTop + CHART_H - ((score - low) / (high - low)) * CHART_H;
  const xOf = (index: number) => left + (trend.points.length === 1 ? width / 2 : (index / (trend.points.length - 1)) * width);

  for (const segment of RISK_SEGMENTS) {
    const from = Math.max(segment.from, low);
    const to = Math.min(segment.to, high);
    if (to <= from) continue;
    doc.setFillColor(...SEVERITY_TINT[segment.level.tone]);
    doc.rect(left, yOf(to), width, yOf(from) - yOf(to), 'F');
  }
  text(doc, String(high), left - 2, chartTop + 2, { size: 7, color: MUTED, align: 'right' });
  text(doc, String(low), left - 2, chartTop + CHART_H, { size: 7, color: MUTED, align: 'right' });
  doc.setDrawColor(...BRAND);
  doc.setLineWidth(0.5);
  trend.points.slice(1).forEach((point, index) => {
    doc.line(xOf(index), yOf(trend.points[index]!.score), xOf(index + 1), yOf(point.score));
  });
  // A dot on each of the three days named below (the only point, when there is one).
  const marked = new Set(trend.changes.map((change) => change.date));
  trend.points.forEach((point, index) => {
    if (!marked.has(point.date) && trend.points.length > 1) return;
    doc.setFillColor(...INK);
    doc.circle(xOf(index), yOf(point.score), 0.9, 'F');
  });
  const first = trend.points[0]!;
  const last = trend.points.at(-1)!;
  text(doc, formatLongDate(first.date), left, chartTop + CHART_H + 4, { size: 7, color: MUTED });
  text(doc, formatLongDate(last.date), left + width, chartTop + CHART_H + 4, { size: 7, color: MUTED, align: 'right' });

  let y = chartTop + CHART_H + 11;
  text(doc, trend.changes.length > 0 ? 'Largest changes' : 'No change in this range', M, y, { size: 9, bold: true });
  for (const change of trend.changes) {
    y += 5;
    const line = `${formatChange(change.change)} on ${formatLongDate(change.date)}: ${change.text}`;
    text(doc, wrapped(doc, line, CONTENT_W, 8.5, 1)[0] ?? '', M, y, { size: 8.5 });
  }
}

function drawListHeader(doc: jsPDF, input: IssuesReportInput, range: string, columns = true) {
  doc.setFillColor(...BRAND);
  doc.rect(0, 0, PAGE_W, 1.5, 'F');
  text(doc, `${pdfSafe(input.productName)}  |  ${pdfSafe(input.companyName)}`, M, 14, { size: 8.5, bold: true, color: MUTED });
  text(doc, range, PAGE_W - M, 14, { size: 8.5, color: MUTED, align: 'right' });
  doc.setDrawColor(...RULE);
  doc.setLineWidth(0.3);
  doc.line(M, 18, PAGE_W - M, 18);
  if (!columns) return;
  text(doc, 'SEVERITY', M + 4, 25, { size: 7, bold: true, color: MUTED });
  text(doc, 'ISSUE', M + 30, 25, { size: 7, bold: true, color: MUTED });
}

function drawIssue(doc: jsPDF, issue: SummaryIssue, number: number, top: number) {
  const tone = severityTone(issue.severity);
  const x = M + 30;
  const width = CONTENT_W - 30;

  doc.setFillColor(...SEVERITY_RGB[tone]);
  doc.rect(M, top + 1, 1.2, SLOT_H - 4, 'F');
  text(doc, severityLabel(issue.severity), M + 4, top + 5, { size: 8, bold: true, color: SEVERITY_RGB[tone] });
  text(doc, `#${number}`, M + 4, top + 9.5, { size: 7.5, color: MUTED });

  const name = wrapped(doc, issue.name, width, 9.5, 1, true)[0] ?? '';
  text(doc, name, x, top + 5, { size: 9.5, bold: true });

  const assets = affectedAssetCount(issue);
  const meta = [
    categoryLabel(issue.issue_category),
    statusLabel(issue.status),
    isFraudDefenseIssue(issue)
      ? `${issue.recipients.length} ${issue.recipients.length === 1 ? 'recipient' : 'recipients'}`
      : `${assets} ${assets === 1 ? 'asset' : 'assets'}`,
    issue.date_sent ? `Reported ${formatLongDate(issue.date_sent)}` : null,
  ].filter(Boolean);
  text(doc, meta.join('  |  '), x, top + 9.2, { size: 7.5, color: MUTED });

  // Under the meta line: the description (at least one line), then the sender of an e-mail threat and the assets
  // or recipients (console-mdr-summary.md §9: at most 10, then "and N more" / "+N") wrapped over the lines left;
  // overlong names are shortened with '...' rather than dropped (fittedListText).
  const lines = (value: string, max: number) => wrapped(doc, value, width, 7, max);
  const fits = (value: string, max: number) => {
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(7);
    return (doc.splitTextToSize(pdfSafe(value), width) as string[]).length <= max;
  };
  const listLines = (label: string, names: readonly string[], format: typeof assetListText, max: number) =>
    lines(`${label}: ${fittedListText(names, format, (t) => fits(`${label}: ${t}`, max))}`, max);
  const details: string[] = [];
  if (isFraudDefenseIssue(issue)) {
    const from = issue.sender.name ? `${issue.sender.name} <${issue.sender.emailAddress}>` : issue.sender.emailAddress;
    details.push(...lines(`From: ${from}  |  Subject: ${issue.subject}`, 1));
    const addresses = issue.recipients.map((r) => r.emailAddress);
    details.push(...listLines('Recipients', addresses, recipientListText, BODY_LINES - DESCRIPTION_MIN_LINES - 1));
  } else {
    const names = (issue.assets ?? []).map((a) => a.hostname);
    if (names.length > 0) details.push(...listLines('Assets', names, assetListText, BODY_LINES - DESCRIPTION_MIN_LINES));
    else if (severityDescription(issue.severity)) details.push(...lines(`Note: ${severityDescription(issue.severity) ?? ''}`, 1));
  }
  const description = wrapped(doc, issue.short_description, width, 8, BODY_LINES - details.length);
  let y = top + BODY_TOP;
  for (const line of description) {
    text(doc, line, x, y, { size: 8 });
    y += BODY_STEP;
  }
  for (const line of details) {
    text(doc, line, x, y, { size: 7, color: MUTED });
    y += BODY_STEP;
  }

  doc.setDrawColor(...RULE);
  doc.setLineWidth(0.2);
  doc.line(M, top + SLOT_H - 1.5, PAGE_W - M, top + SLOT_H - 1.5);
}

function drawFooter(doc: jsPDF, input: IssuesReportInput, page: number, total: number) {
  doc.setDrawColor(...RULE);
  doc.setLineWidth(0.3);
  doc.line(M, PAGE_H - 14, PAGE_W - M, PAGE_H - 14);
  text(doc, `${pdfSafe(input.productName)} security report for ${pdfSafe(input.companyName)}  |  Confidential`, M, PAGE_H - 9, {
    size: 7.5,
    color: MUTED,
  });
  text(doc, `Page ${page} of ${total}`, PAGE_W - M, PAGE_H - 9, { size: 7.5, color: MUTED, align: 'right' });
}
