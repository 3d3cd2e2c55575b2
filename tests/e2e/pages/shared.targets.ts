import type { Target } from './targets';

/** The shared pieces every area uses (src/shared): side drawer, filter popup, toasts. */
export const sharedTargets = {
  drawer: { testId: 'side-drawer' },
  closeDrawer: { role: 'button', name: 'Close panel' },
  filterPopup: { role: 'dialog', name: 'Filters' },
  filtersButton: { role: 'button', name: /^Filters/ },
  applyFilters: { role: 'button', name: 'Apply' },
  cancelFilters: { role: 'button', name: 'Cancel' },
  timeRangeFilter: { role: 'combobox', name: /^Time range$/i },
  /** A time range's 'Custom range' dates (a section with `custom: true`). */
  rangeFrom: { label: 'From' },
  rangeTo: { label: 'To' },
  clearSearch: { role: 'button', name: 'Clear search' },
  toast: { testId: 'toast' },
  /** The shared frames' question before a form with changes is closed or left (src/shared/dialogs/discard-guard.tsx). */
  discardDialog: { role: 'alertdialog', name: 'Discard changes?' },
  discard: { role: 'button', name: 'Discard' },
  keepEditing: { role: 'button', name: 'Keep editing' },
  previousItem: { role: 'button', name: 'Previous' },
  nextItem: { role: 'button', name: 'Next' },
  /** A list's column choice (src/shared/data-table/ColumnsMenu.tsx): its button and one checkbox item per column. */
  columnsButton: { role: 'button', name: 'Columns' },
  columnsMenu: { role: 'menu', name: 'Columns' },
} satisfies Record<string, Target>;
