import { createFileRoute } from '@tanstack/react-router';
import { summarySearchSchema } from '@/features/summary/model/issue-filters';
import { loadSummaryData } from '@/features/summary/route-data';
import { SummaryPage } from '@/features/summary/SummaryPage';

export const Route = createFileRoute('/_app/')({
  validateSearch: summarySearchSchema,
  loader: ({ context }) => loadSummaryData(context.queryClient, context.session.accountId, context.session.flags),
  component: SummaryPage,
});
