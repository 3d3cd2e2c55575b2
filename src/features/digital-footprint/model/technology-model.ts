/** Technologies page (console-platform.md §2.6, §9): name order, search and the infinite-scroll window. */
import { z } from 'zod/mini';
import type { Technology } from '@generated/model';
import type { FuzzyKey } from '@/shared/search/fuzzy-search';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { compareText } from '@/shared/format/compare-text';
import { exportDate, type ExportColumn } from '@/shared/export/table-export';

/** §9: 30 cards at a time, the next 30 when the list's end comes within 100 px; 5 assets per card. */
const TECHNOLOGY_SLICE = 30;
export const TECHNOLOGY_SCROLL_OFFSET_PX = 100;
export const TECHNOLOGY_ASSET_LIMIT = 5;
export const NO_TECHNOLOGIES = 'No technologies available for the current search and filter settings';
export const SAAS_PRODUCT = 'Saas Product.';

export function sortTechnologies(technologies: readonly Technology[]): Technology[] {
  return [...technologies].sort((a, b) => compareText(a.name, b.name) || compareText(a.version ?? '', b.version ?? ''));
}

/**
 * The specification gives no thresholds for this search; these follow the assets' (names 0.3, short codes 0.2,
 * free text 0.4): name 0.3, version 0.2, description 0.4, product domain 0.3, asset hostnames 0.3.
 */
export const TECHNOLOGY_SEARCH_KEYS: readonly FuzzyKey<Technology>[] = [
  { name: 'name', threshold: 0.3 },
  { name: 'version', threshold: 0.2 },
  { name: 'description', threshold: 0.4 },
  { name: 'domain', threshold: 0.3 },
  { name: 'assets.hostname', threshold: 0.3 },
];

/** How many cards to show after the list's end came into reach. */
export function nextWindow(shown: number, total: number): number {
  return Math.min(total, shown + TECHNOLOGY_SLICE);
}

export function firstWindow(total: number): number {
  return Math.min(total, TECHNOLOGY_SLICE);
}

/** The technologies list's params a saved view holds (issue #27): its search text (and columns, none yet). */
export const TECHNOLOGY_VIEWS: ListViewSpec = { list: 'technologies', filters: {} };

/** Search params of /digital-footprint/technologies. */
export const technologiesSearchSchema = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
});

/**
 * The technologies list's export (issue #27): what a card shows, every asset instead of the first five, the SaaS
 * product's domain in a column of its own. The list is cards, so it has no optional columns and no 'Columns' menu.
 */
export const TECHNOLOGY_EXPORT_COLUMNS: readonly ExportColumn<Technology>[] = [
  { header: 'Technology', value: (t) => t.name },
  { header: 'Version', value: (t) => t.version ?? '' },
  { header: 'Type', value: (t) => (t.type === 'SAAS_PRODUCT' ? 'SaaS product' : t.type === 'SOFTWARE' ? 'Software' : t.type) },
  { header: 'Domain', value: (t) => t.domain ?? '' },
  { header: 'Last seen', value: (t) => exportDate(t.last_seen) },
  { header: 'Description', value: (t) => t.description ?? '' },
  { header: 'Asset Count', value: (t) => t.assets.length },
  { header: 'Assets', value: (t) => t.assets.map((asset) => asset.hostname).join('; ') },
];
