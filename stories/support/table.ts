import { within } from 'storybook/test';

/** A DataTable's column headers in display order (the phone layout keeps them for screen readers only). */
export const columnHeaders = (grid: HTMLElement) =>
  within(grid)
    .getAllByRole('columnheader', { hidden: true })
    .map((header) => header.textContent);
