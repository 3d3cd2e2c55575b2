import type { Page } from 'playwright-core';

/**
 * The texts of a shared table's column (by its header) over the rendered rows, and those of them the cell cuts: a
 * text element wider than the box it is shown in (an ellipsis, or clipped by the cell).
 */
export function cutDates(page: Page, table: string, header: string): Promise<{ shown: string[]; cut: string[] }> {
  return page.evaluate(
    ([name, column]) => {
      const root = document.querySelector(`[role="table"][aria-label="${name}"]`);
      if (!root) throw new Error(`No table ${name}`);
      const headers = [...root.querySelectorAll('[data-header-row] > [role="columnheader"]')];
      const index = headers.findIndex((cell) => cell.textContent?.trim() === column);
      if (index < 0) throw new Error(`No column ${column} in ${name}`);
      const shown: string[] = [];
      const cut: string[] = [];
      for (const row of root.querySelectorAll('[role="row"][data-row-index]')) {
        const cell = row.querySelectorAll<HTMLElement>('[role="cell"]')[index];
        if (!cell) continue;
        const text = cell.textContent?.trim() ?? '';
        shown.push(text);
        const box = cell.getBoundingClientRect();
        const parts = [...cell.querySelectorAll<HTMLElement>('*')];
        const clipped = parts.some(
          (part) =>
            part.scrollWidth > part.clientWidth + 0.5 ||
            part.getBoundingClientRect().right > box.right + 0.5 ||
            part.getBoundingClientRect().left < box.left - 0.5,
        );
        if (clipped) cut.push(text);
      }
      return { shown, cut };
    },
    [table, header] as const,
  );
}

/** The header texts of a shared table. */
export function tableHeaders(page: Page, table: string): Promise<string[]> {
  return page
    .locator(`[role="table"][aria-label="${table}"] [data-header-row] > [role="columnheader"]`)
    .evaluateAll((cells) => cells.map((cell) => cell.textContent?.trim() ?? ''));
}
