import { Button } from '@chakra-ui/react';
import { ChevronDown, Download } from 'lucide-react';
import { useState } from 'react';
import { appConfig } from '@/config/app-config';
import { reportError } from '@/shared/monitoring/error-reporting';
import { AppMenu, useAppMenu } from '@/shared/overlay/AppMenu';
import { notify } from '@/shared/toast/toaster';
import { exportFileName, exportLabel, type ExportColumn, type ExportFormat } from './table-export';

export interface ListExportProps<T> {
  /** The list's name: the file's and the sheet's ('Assets', 'MDR alerts'). */
  list: string;
  /** Exactly the rows shown, in their order (search, filters and sort applied). */
  rows: readonly T[];
  /** Every column the list has, hidden ones included. */
  columns: readonly ExportColumn<T>[];
  /** A search or filter narrows the list (the file name says so). */
  filtered: boolean;
}

const FORMATS = [
  { value: 'csv', label: 'CSV' },
  { value: 'xlsx', label: 'Excel' },
] as const;

/**
 * 'Export 1,284 rows' with 'CSV' and 'Excel' (issue #27): the list as shown, never capped. The file is built in a
 * worker (export-worker.ts); the code that builds it loads on the first export.
 */
export function ListExport<T>({ list, rows, columns, filtered }: ListExportProps<T>) {
  const menu = useAppMenu();
  const [building, setBuilding] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBuilding(format);
    try {
      const [{ buildExportFile }, { downloadFile }] = await Promise.all([import('./build-export'), import('./download')]);
      const file = await buildExportFile(format, list, columns, rows);
      downloadFile(file, exportFileName(appConfig.productName, list, new Date(), filtered, format));
    } catch (error) {
      reportError(error, { feature: 'export', action: format });
      notify.error(`Export of ${list.toLowerCase()} has failed. Please try again.`);
    } finally {
      setBuilding(null);
    }
  };
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="gray"
        loading={building !== null}
        loadingText={`Preparing ${building === 'xlsx' ? 'Excel' : 'CSV'}…`}
        disabled={rows.length === 0}
        {...menu.triggerProps()}
      >
        <Download size={16} aria-hidden />
        {exportLabel(rows.length)}
        <ChevronDown size={14} aria-hidden />
      </Button>
      <AppMenu
        menu={menu}
        items={FORMATS}
        onSelect={(value) => {
          if (building === null) void run(value as ExportFormat);
        }}
      />
    </>
  );
}
