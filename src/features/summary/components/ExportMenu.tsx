import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { memo } from 'react';
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
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => onExport(details.value as ReportKind)}>
      <Menu.Trigger asChild>
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          loading={loading}
          loadingText={state === 'loadingFiltered' ? 'Preparing filtered report…' : 'Preparing report…'}
        >
          <Download size={16} aria-hidden />
          Download Report
          <ChevronDown size={14} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" bg="bg.panel">
            <Menu.Item value="all" disabled={!availability.all}>
              All Issues
              <Menu.ItemCommand className="tabular-nums">{allCount}</Menu.ItemCommand>
            </Menu.Item>
            <Menu.Item value="filtered" disabled={!availability.filtered}>
              Filtered Issues
              <Menu.ItemCommand className="tabular-nums">{filteredCount}</Menu.ItemCommand>
            </Menu.Item>
            {availability.blockedReason ? (
              <Text px="2" py="1.5" textStyle="xs" color="fg.muted" maxW="56">
                {availability.blockedReason}
              </Text>
            ) : null}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
});
