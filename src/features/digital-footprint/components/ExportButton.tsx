import { Button } from '@chakra-ui/react';
import { Download } from 'lucide-react';
import { Tip } from '@/shared/overlay/Tip';
import type { ReportReadiness } from '../export/report-sheets';

export interface ExportButtonProps {
  readiness: ReportReadiness;
  exporting: boolean;
  onExport: () => void;
}

/**
 * 'Download Report' (XLSX): the specification's report of every asset, whatever the search and filters. Decision
 * (issue #27): it keeps its specified label and sits after 'Columns' and 'Export N rows' (the shared view export: the
 * rows and columns shown, as CSV or Excel), so the toolbar reads from the view to the whole report; the count in
 * 'Export N rows' and its format menu tell the two apart. Until the report is complete it is unavailable, and says why on hover and on keyboard
 * focus (the shared Tip): it stays focusable (aria-disabled, not disabled) so a keyboard user can read the reason.
 */
export function ExportButton({ readiness, exporting, onExport }: ExportButtonProps) {
  return (
    // Always the same tree, so the button keeps focus when the report becomes ready; the tip stays shut then.
    <Tip content={readiness.ready ? null : readiness.reason} open={readiness.ready ? false : undefined}>
      {(tip) => (
        <Button
          size="sm"
          variant="outline"
          colorPalette="gray"
          aria-disabled={!readiness.ready || undefined}
          loading={exporting}
          loadingText="Preparing report…"
          onClick={() => {
            if (readiness.ready) onExport();
          }}
          {...tip}
        >
          <Download size={16} aria-hidden />
          Download Report
        </Button>
      )}
    </Tip>
  );
}
