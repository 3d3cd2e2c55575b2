import { createFileRoute } from '@tanstack/react-router';
import { FraudDefenseOpenIssuesPage } from '@/features/fraud-defense/FraudDefenseOpenIssuesPage';
import { openIssuesSearchSchema } from '@/features/fraud-defense/model/open-issues-view';

export const Route = createFileRoute('/_app/fraud-defense/open-issues')({
  validateSearch: openIssuesSearchSchema,
  component: FraudDefenseOpenIssuesPage,
});
