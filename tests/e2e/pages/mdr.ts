/** The MDR area: the overview's widgets, the three case lists and the case drawer. */
import type { Page } from 'playwright-core';
import { searchParam, until } from '../support/expectations';
import { incidentCardTargets, mdrTargets as t } from './mdr.targets';
import { dataTable, sideDrawer } from './shared';
import { locate } from './targets';

export type IncidentCardKey = keyof typeof incidentCardTargets;

export function mdrPage(page: Page) {
  const drawer = sideDrawer(page);
  const incidentCard = (key: IncidentCardKey) => locate(page, incidentCardTargets[key]);
  const legendEntry = (severity: string) => page.getByTitle(`Show ${severity.toLowerCase()} alerts`);

  return {
    drawer,
    tabs: locate(page, t.tabs),
    /** A case list by its name: 'Alerts', 'Incidents' or 'Service Requests'. */
    list: (name: string) => dataTable(page, name),
    /** The list's count badge as assistive technology reads it: 'N of M noun'. */
    listCount: () =>
      page
        .locator('[aria-label$=" alerts"], [aria-label$=" incidents"], [aria-label$=" service requests"]')
        .first()
        .getAttribute('aria-label'),
    /** The drawer's 'Copy case number …' button label, which carries the case number. */
    caseNumber: () => locate(drawer.root, t.copyCaseNumber).getAttribute('aria-label'),

    /** Waits until the overview shows its data (the donut's total). */
    overviewReady: (total: string) => until(() => locate(page, t.alertsTotal).textContent()).toBe(total),
    legendEntry,
    legendCount: async (severity: string) =>
      Number(await legendEntry(severity).locator('.tabular-nums > p').first().textContent()),
    incidentCard,
    incidentCount: async (key: IncidentCardKey) => Number(await incidentCard(key).locator('p.tabular-nums').textContent()),
    /** Picks the overview's 'See Overview from the' time range and waits for the URL to say it. */
    async pickOverviewRange(label: string, id: string | undefined) {
      await locate(page, t.overviewRange).selectOption({ label });
      await until(() => searchParam(page, 'range')).toBe(id);
    },
    /**
     * Clicks the donut's slice number `index` (slices in severity order, zero counts left out) where it really is:
     * the point on the ring found by asking the page which sector lies under it.
     */
    async clickDonutSlice(index: number) {
      // Asked until found at the same point twice: while the ring draws itself in, the slice is not where it ends up.
      const find = () =>
        page.evaluate((wanted) => {
          const sectors = [...document.querySelectorAll('.recharts-pie-sector')];
          const target = sectors[wanted];
          const svg = target?.closest('svg');
          if (!target || !svg) return null;
          const box = svg.getBoundingClientRect();
          const cx = box.left + box.width / 2;
          const cy = box.top + box.height / 2;
          for (let degrees = 0; degrees < 360; degrees += 2) {
            const radians = (degrees * Math.PI) / 180;
            const x = cx + 78 * Math.cos(radians);
            const y = cy + 78 * Math.sin(radians);
            if (target.contains(document.elementFromPoint(x, y))) return { x, y };
          }
          return null;
        }, index);
      let point: { x: number; y: number } | null = null;
      await until(async () => {
        const next = await find();
        const settled = next !== null && point !== null && next.x === point.x && next.y === point.y;
        point = next;
        return settled;
      }).toBe(true);
      await page.mouse.click(point!.x, point!.y);
    },
  };
}
