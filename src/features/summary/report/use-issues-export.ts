import { useCallback, useState } from 'react';
import { reportError } from '@/shared/monitoring/error-reporting';
import { track } from '@/shared/monitoring/analytics';
import { SUMMARY_EVENTS } from '../model/summary-events';
import { reportFileName, type ExportState } from './export-rules';
import type { IssuesReportInput } from './issues-report';

/**
 * Builds and downloads the PDF. jspdf and the report layout load with import() on the first export only.
 * A failure is logged and reported, and `failed` hides the control (console-mdr-summary.md §8).
 */
export function useIssuesExport() {
  const [state, setState] = useState<ExportState>('idle');
  const [failed, setFailed] = useState(false);

  const run = useCallback(async (input: IssuesReportInput) => {
    setState(input.kind === 'all' ? 'loadingAll' : 'loadingFiltered');
    try {
      const { buildIssuesReport } = await import('./issues-report');
      buildIssuesReport(input).save(reportFileName(input.kind, input.generatedAt, input.productName));
      track(SUMMARY_EVENTS.reportExported, { kind: input.kind, count: input.issues.length });
    } catch (error) {
      console.error('The issues report could not be generated.', error);
      reportError(error, { feature: 'summary', action: 'pdf-export', kind: input.kind });
      track(SUMMARY_EVENTS.reportFailed, { kind: input.kind });
      setFailed(true);
    } finally {
      setState('idle');
    }
  }, []);

  return { state, failed, run };
}
