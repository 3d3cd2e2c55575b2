import { useCallback, useState } from 'react';
import type { Asset } from '@generated/model';
import { reportError } from '@/shared/monitoring/error-reporting';
import { notify } from '@/shared/toast/toaster';
import { EXPORT_FAILED_MESSAGE } from './export-messages';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Builds and downloads the assets XLSX of `account`. exceljs and the workbook layout load with import() on the first
 * export only; a failure shows 'Export assets to XLSX has failed' and is reported.
 */
export function useAssetsExport(productName: string, account: string) {
  const [exporting, setExporting] = useState(false);
  const run = useCallback(
    async (assets: readonly Asset[]) => {
      setExporting(true);
      try {
        const [layout, excel, { downloadFile }] = await Promise.all([
          import('./assets-workbook'),
          import('exceljs'),
          import('@/shared/export/download'),
        ]);
        const module = ('default' in excel && excel.default ? excel.default : excel) as typeof import('exceljs');
        const createdAt = new Date();
        const workbook = layout.buildAssetsWorkbook(module, assets, { account, productName, createdAt });
        const buffer = await workbook.xlsx.writeBuffer();
        downloadFile(new Blob([buffer], { type: XLSX_TYPE }), layout.exportFileName(productName, createdAt));
      } catch (error) {
        reportError(error, { feature: 'digital-footprint', action: 'xlsx-export' });
        notify.error(EXPORT_FAILED_MESSAGE);
      } finally {
        setExporting(false);
      }
    },
    [productName, account],
  );
  return { exporting, run };
}
