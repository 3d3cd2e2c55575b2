import { Button } from '@chakra-ui/react';
import { memo } from 'react';
import { AppMenu, useAppMenu } from '@/shared/overlay/AppMenu';
import { ChevronDown, Download } from 'lucide-react';
import type { ExportAvailability, ExportState, ReportKind } from '../report/export-rules';

export interface ExportMenuProps {
  state: ExportState;
  /** Issues each report would hold. */
  allCount: number;
  filteredCount: number;
  availability: ExportAvailability;
  onExport: (kind: ReportKind) => void;
}

/** 'Download Report' with 'All Issues' and 'Filtered Issues' (console-mdr-summary.md §4, §5). */
export const ExportMenu = memo(function ExportMenu({ state, allCount, filteredCount, availability, onExport }: ExportMenuProps) {
  const loading = state !== 'idle';
  const menu = useAppMenu();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="gray"
        loading={loading}
        loadingText={state === 'loadingFiltered' ? 'Preparing filtered report…' : 'Preparing report…'}
        {...menu.triggerProps()}
      >
        <Download size={16} aria-hidden />
        Download Report
        <ChevronDown size={14} aria-hidden />
      </Button>
      <AppMenu
        menu={menu}
        items={[
          { value: 'all', label: 'All Issues', command: allCount, disabled: !availability.all },
          { value: 'filtered', label: 'Filtered Issues', command: filteredCount, disabled: !availability.filtered },
        ]}
        note={availability.blockedReason}
        onSelect={(value) => onExport(value as ReportKind)}
      />
    </>
  );
});
