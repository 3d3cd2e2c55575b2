import { PageHeader } from '@/shared/ui/PageHeader';

export function SummaryPage() {
  return <PageHeader title="Summary" description="Your security status and the issues to work through." />;
}
