/** Kept apart from the workbook layout so the page can name the failure without loading the layout. */
export const EXPORT_FAILED_MESSAGE = 'Export assets to XLSX has failed';
