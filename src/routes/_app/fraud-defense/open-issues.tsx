import { createFileRoute } from '@tanstack/react-router';
import { FraudDefenseOpenIssuesPage } from '@/features/fraud-defense/FraudDefenseOpenIssuesPage';

export const Route = createFileRoute('/_app/fraud-defense/open-issues')({ component: FraudDefenseOpenIssuesPage });
