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
  clearSearch: { role: 'button', name: 'Clear search' },
  toast: { testId: 'toast' },
} satisfies Record<string, Target>;
