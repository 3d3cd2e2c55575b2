import { createFileRoute } from '@tanstack/react-router';
import { summarySearchSchema } from '@/features/summary/model/issue-filters';
import { SummaryPage } from '@/features/summary/SummaryPage';

export const Route = createFileRoute('/_app/')({ validateSearch: summarySearchSchema, component: SummaryPage });
