import { createFileRoute } from '@tanstack/react-router';
import { summarySearchSchema } from '@/features/summary/model/issue-filters';
import { sessionOrNull } from '@/features/platform/session/session';
import { loadSummaryData } from '@/features/summary/route-data';
import { SummaryPage } from '@/features/summary/SummaryPage';

export const Route = createFileRoute('/_app/')({
  validateSearch: summarySearchSchema,
  loader: ({ context }) => loadSummaryData(context.queryClient, context.accountId, sessionOrNull(context.session)),
  component: SummaryPage,
});
