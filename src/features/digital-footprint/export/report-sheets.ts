/**
 * The assets report's sheets (console-platform.md §9 Export) and the lists they are read from, and whether the report
 * can be downloaded now. Kept apart from the workbook layout (assets-workbook.ts, loaded on export) so the page can
 * say why 'Download Report' waits without loading the layout.
 */

/** Where a sheet's rows come from: the assets call, or the devices and users calls (when their flags are on). */
export type AssetList = 'assets' | 'devices' | 'users';

export const ASSET_SHEETS = [
  { name: 'Top Level Domain', type: 'domain', list: 'assets' },
  { name: 'Email Domains', type: 'email', list: 'assets' },
  { name: 'Subdomains', type: 'subdomain', list: 'assets' },
  { name: 'Integrations', type: 'integration', list: 'assets' },
  { name: 'Hosts', type: 'host', list: 'assets' },
  { name: 'Devices', type: 'device', list: 'devices' },
  { name: 'Users', type: 'user', list: 'users' },
] as const satisfies readonly { name: string; type: string; list: AssetList }[];

/** A list the report needs: 'off' when its flag is off (its sheet is empty by design, not missing). */
export type ListState = 'pending' | 'error' | 'success' | 'off';

export type ReportReadiness = { ready: true } | { ready: false; reason: string };

export const EXPORT_WAITING = 'The report can be downloaded once every asset list has loaded.';
export const EXPORT_NO_ASSETS = 'There are no assets to export.';

/** 'Devices', 'Devices and Users', 'Top Level Domain, Email Domains and Users'. */
function namesInWords(names: readonly string[]): string {
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)!}`;
}

/**
 * Issue #26.11: the report never downloads partial without saying so. Until every list it needs has loaded it waits;
 * when one failed it names the sheets that would be missing (the button stays unavailable, its reason on hover and
 * focus); with no asset at all there is nothing to export (§2.6).
 */
export function reportReadiness(lists: Record<AssetList, ListState>, assetCount: number): ReportReadiness {
  const failed = ASSET_SHEETS.filter((sheet) => lists[sheet.list] === 'error').map((sheet) => sheet.name);
  if (failed.length > 0) {
    const sheets = failed.length === 1 ? 'sheet' : 'sheets';
    return {
      ready: false,
      reason: `Some assets could not be loaded: the report would miss the ${namesInWords(failed)} ${sheets}. Reload the page to try again.`,
    };
  }
  if (Object.values(lists).includes('pending')) return { ready: false, reason: EXPORT_WAITING };
  if (assetCount === 0) return { ready: false, reason: EXPORT_NO_ASSETS };
  return { ready: true };
}
