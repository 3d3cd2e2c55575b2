import { severityTone } from '@/shared/theme/severity';

/** console-mdr-summary.md §9: A4, 10 issues per page, detail lists of at most 10. */
export const ISSUES_PER_PAGE = 10;
const DETAIL_LIST_LIMIT = 10;

export function paginate<T>(items: readonly T[], perPage: number = ISSUES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += perPage) pages.push(items.slice(start, start + perPage));
  return pages;
}

interface LimitedList<T> {
  shown: T[];
  hidden: number;
}

function limitList<T>(items: readonly T[], limit: number = DETAIL_LIST_LIMIT): LimitedList<T> {
  return { shown: items.slice(0, limit), hidden: Math.max(0, items.length - limit) };
}

/** Assets: 'a, b, c and 3 more'. */
export function assetListText(names: readonly string[], limit: number = DETAIL_LIST_LIMIT): string {
  const { shown, hidden } = limitList(names, limit);
  return hidden > 0 ? `${shown.join(', ')} and ${hidden} more` : shown.join(', ');
}

/** Recipients: 'a, b, c +3'. */
export function recipientListText(addresses: readonly string[], limit: number = DETAIL_LIST_LIMIT): string {
  const { shown, hidden } = limitList(addresses, limit);
  return hidden > 0 ? `${shown.join(', ')} +${hidden}` : shown.join(', ');
}

/** The shortest a name gets to fit a list: a host's or mailbox's first label stays readable. */
const MIN_NAME_LENGTH = 14;

/** `name` cut to at most `max` characters, ending with '...' when cut. */
export function shortenName(name: string, max: number): string {
  return name.length <= max ? name : `${name.slice(0, Math.max(1, max - 3)).replace(/[.@-]+$/, '')}...`;
}

/**
 * The list text with all of its first DETAIL_LIST_LIMIT names and the 'and N more' or '+N' count, in the space that
 * `fits` allows. When long names do not fit, the longest are shortened with '...' to the largest common length that
 * fits (short names stay whole): no name is dropped because its neighbours are long, and the count is always printed.
 */
export function fittedListText(
  names: readonly string[],
  format: (names: readonly string[], limit: number) => string,
  fits: (text: string) => boolean,
): string {
  const full = format(names, DETAIL_LIST_LIMIT);
  if (fits(full)) return full;
  const capped = (max: number) =>
    format(
      names.map((name) => shortenName(name, max)),
      DETAIL_LIST_LIMIT,
    );
  const longest = Math.max(...names.slice(0, DETAIL_LIST_LIMIT).map((name) => name.length));
  // Binary search for the largest cap that fits; below the minimum the caller's line clamp has the last word.
  let [low, high] = [MIN_NAME_LENGTH, longest - 1];
  if (!fits(capped(low))) return capped(low);
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (fits(capped(mid))) low = mid;
    else high = mid - 1;
  }
  return capped(low);
}

/** console-mdr-summary.md §9, worded for a reader outside the security team. */
export const SEVERITY_DESCRIPTIONS = {
  critical: 'Critical issues must be resolved to bind the cyber insurance policy.',
  important: 'Important issues may affect the premium or the coverage of the policy.',
  moderate: 'Moderate issues should be resolved to improve the security of the organization.',
} as const;

export function severityDescription(severity: string): string | null {
  const tone = severityTone(severity);
  return tone === 'critical' || tone === 'important' || tone === 'moderate' ? SEVERITY_DESCRIPTIONS[tone] : null;
}

const REPLACEMENTS: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
  '•': '-',
  '\u2212': '-',
  '\u00a0': ' ',
};

/** The PDF's standard fonts only know Latin-1: typographic punctuation becomes ASCII, anything else is dropped. */
export function pdfSafe(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[‘’“”–—…•\u2212\u00a0]/g, (c) => REPLACEMENTS[c] ?? c)
    .replace(/[^\t\n\r\u0020-\u00ff]/g, '')
    .trim();
}

/** Keeps at most `maxLines` wrapped lines; a cut ends with '...' in place of the last word, so the line stays in its width. */
export function clampLines(lines: readonly string[], maxLines: number): string[] {
  if (maxLines <= 0) return [];
  if (lines.length <= maxLines) return [...lines];
  const kept = lines.slice(0, maxLines);
  const last = (kept[maxLines - 1] ?? '').trim();
  const cut = last.includes(' ') ? last.slice(0, last.lastIndexOf(' ')) : last.slice(0, -3);
  kept[maxLines - 1] = `${cut.replace(/[\s.,;:]+$/, '')}...`;
  return kept;
}

/** 'Issues 11-20 of 24' for a page of the list. */
export function pageRangeLabel(pageIndex: number, total: number, perPage: number = ISSUES_PER_PAGE): string {
  const first = pageIndex * perPage + 1;
  return `Issues ${first}-${Math.min(first + perPage - 1, total)} of ${total}`;
}

/** A cover page, then one page per 10 issues. */
export function reportPageCount(issueCount: number, perPage: number = ISSUES_PER_PAGE): number {
  return 1 + Math.max(1, Math.ceil(issueCount / perPage));
}
