/**
 * The assets XLSX (console-platform.md §9 Export): one sheet per asset kind, each headed by the account and when the
 * report was generated, then a styled header row; every column 200 px wide, open ports capped at 50. exceljs is
 * passed in, so it loads only when the user exports.
 */
import type { Workbook } from 'exceljs';
import type { Asset } from '@generated/model';
import { formatEmailTime, formatFileDate } from '@/shared/format/dates';
import { highestSeverity, severityCounts } from '../model/asset-model';
import { ASSET_SHEETS } from './report-sheets';

type ExcelModule = typeof import('exceljs');

export const EXPORT_COLUMN_WIDTH_PX = 200;
export const MAX_EXPORTED_PORTS = 50;

/**
 * Excel measures a column in characters of the default font's widest digit (7 px for Calibri 11) plus 5 px of
 * padding: width = trunc(((px − 5) / 7 × 100) + 0.5) / 100, so 200 px is 27.86.
 */
export function pixelsToExcelWidth(px: number, digitWidthPx = 7, paddingPx = 5): number {
  return Math.trunc(((px - paddingPx) / digitWidthPx) * 100 + 0.5) / 100;
}

/** 'Stance_assets_23_11_2026.xlsx'. */
export function exportFileName(productName: string, date: Date): string {
  return `${productName}_assets_${formatFileDate(date)}.xlsx`;
}

type Cell = string | number | boolean | null;
interface Column {
  header: string;
  value: (asset: Asset) => Cell;
}

const list = (values: readonly string[] | undefined) => (values ?? []).join(', ');
const text = (value: string | null | undefined) => value ?? '';
const yesNo = (value: boolean | null | undefined) => (value == null ? '' : value ? 'Yes' : 'No');

/** The first 50 open ports in port order, as '443/tcp'. */
function exportedPorts(asset: Asset): string {
  return [...(asset.open_ports ?? [])]
    .sort((a, b) => a.port_number - b.port_number)
    .slice(0, MAX_EXPORTED_PORTS)
    .map((port) => `${port.port_number}/${port.transport_protocol}`)
    .join(', ');
}

const COMMON: Column[] = [
  { header: 'Asset Name', value: (a) => a.hostname },
  { header: 'Highest Severity', value: (a) => highestSeverity(a) ?? '' },
  { header: 'Critical', value: (a) => severityCounts(a).critical },
  { header: 'Important', value: (a) => severityCounts(a).important },
  { header: 'Moderate', value: (a) => severityCounts(a).moderate },
  {
    header: 'Open Issues',
    value: (a) =>
      a.issues
        .filter((issue) => issue.status === 'open')
        .map((issue) => issue.name)
        .join(', '),
  },
  { header: 'Last Seen', value: (a) => text(a.last_seen) },
];

const NETWORK: Column[] = [
  { header: 'IP', value: (a) => list(a.ip) },
  { header: 'ISP', value: (a) => text(a.isp) },
  { header: 'Shared IP', value: (a) => yesNo(a.shared_ip) },
  { header: 'Open Ports', value: exportedPorts },
  { header: 'Mail Vendor', value: (a) => text(a.mail_vendor) },
  { header: 'DMARC Result', value: (a) => text(a.dmarc_check_result) },
  { header: 'DMARC Message', value: (a) => text(a.dmarc_message) },
  { header: 'SPF Error', value: (a) => text(a.spf_error_description) },
  { header: 'Spoofing Result', value: (a) => text(a.spoofing_result) },
  { header: 'Technologies', value: (a) => list(a.technologies?.map((t) => t.name)) },
];

const COLUMNS: Record<(typeof ASSET_SHEETS)[number]['type'], Column[]> = {
  domain: [...COMMON, ...NETWORK],
  email: [...COMMON, ...NETWORK],
  subdomain: [...COMMON, ...NETWORK],
  host: [...COMMON, ...NETWORK],
  integration: [...COMMON, { header: 'Technologies', value: (a) => list(a.technologies?.map((t) => t.name)) }],
  device: [
    ...COMMON,
    { header: 'IP Addresses', value: (a) => list(a.ip_addresses) },
    { header: 'Domains', value: (a) => list(a.domains) },
    { header: 'Logins', value: (a) => list(a.logins?.map((login) => login.exposed_user)) },
    { header: 'Malware Path', value: (a) => text(a.malware_path) },
    { header: 'Date Compromised', value: (a) => text(a.date_compromised) },
  ],
  user: [
    ...COMMON,
    { header: 'Status', value: (a) => text(a.status) },
    { header: 'Created At', value: (a) => text(a.created_at) },
    { header: 'First Name', value: (a) => text(a.first_name) },
    { header: 'Last Name', value: (a) => text(a.last_name) },
    { header: 'Department', value: (a) => text(a.department) },
    { header: 'Job Title', value: (a) => text(a.job_title) },
    { header: 'Mobile Phone', value: (a) => text(a.mobile_phone) },
    { header: 'Username', value: (a) => text(a.username) },
    { header: 'MFA Enabled', value: (a) => yesNo(a.mfa_enabled) },
    { header: 'MFA Type', value: (a) => text(a.mfa_type) },
    { header: 'Last Password Change', value: (a) => text(a.last_password_change_at) },
    { header: 'Password Policy', value: (a) => text(a.password_policy) },
  ],
};

export function sheetHeaders(type: (typeof ASSET_SHEETS)[number]['type']): string[] {
  return COLUMNS[type].map((column) => column.header);
}

/** 'Generated 23 Nov 2026 09:00 (UTC)': the user's local time, with its zone. */
export function generatedLine(date: Date): string {
  const zone = new Intl.DateTimeFormat('en-GB', { timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `Generated ${formatEmailTime(date)}${zone ? ` (${zone})` : ''}`;
}

/** Rows above each sheet's header row: the account, and when the report was generated. */
export const TITLE_ROWS = 2;

export interface ReportOrigin {
  /** The account the assets belong to (its company name). */
  account: string;
  /** The product, as the file name and the workbook's author. */
  productName: string;
  createdAt: Date;
}

/**
 * The workbook: the seven sheets always; each names the account and the time in its first two rows, then the header
 * row (frozen with them); the workbook's properties say the same. Assets of other types are left out.
 */
export function buildAssetsWorkbook(excel: ExcelModule, assets: readonly Asset[], origin: ReportOrigin): Workbook {
  const workbook = new excel.Workbook();
  workbook.created = origin.createdAt;
  workbook.creator = origin.productName;
  workbook.company = origin.account;
  workbook.title = `${origin.account}: digital footprint assets`;
  const width = pixelsToExcelWidth(EXPORT_COLUMN_WIDTH_PX);
  const byType = new Map<string, Asset[]>();
  for (const asset of assets) {
    const group = byType.get(asset.asset_type);
    if (group) group.push(asset);
    else byType.set(asset.asset_type, [asset]);
  }
  for (const sheet of ASSET_SHEETS) {
    const columns = COLUMNS[sheet.type];
    const worksheet = workbook.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: TITLE_ROWS + 1 }] });
    worksheet.columns = columns.map(() => ({ width }));
    worksheet.addRow([`${origin.account}: ${sheet.name}`]).font = { bold: true, size: 13 };
    worksheet.addRow([generatedLine(origin.createdAt)]).font = { italic: true, color: { argb: 'FF555555' } };
    const header = worksheet.addRow(columns.map((column) => column.header));
    header.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F3A5F' } };
    header.alignment = { vertical: 'middle' };
    header.height = 20;
    for (const asset of byType.get(sheet.type) ?? []) {
      worksheet.addRow(columns.map((column) => column.value(asset)));
    }
  }
  return workbook;
}
