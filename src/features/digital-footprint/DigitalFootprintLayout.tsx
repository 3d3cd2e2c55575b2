import type { ReactNode } from 'react';
import { useSession } from '@/features/platform';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { PageBody } from '@/shared/ui/PageBody';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs } from '@/shared/ui/RouteTabs';
import { FootprintStatus } from './components/FootprintStatus';
import { useTechnologyJobs } from './use-technology-jobs';

/** The page wrapper of both tabs: title, tabs and the 'Scan in progress' / 'Adding technologies' notice. */
export function DigitalFootprintLayout({ children }: { children: ReactNode }) {
  const { accountId } = useSession();
  const scanInProgress = useScanInProgress();
  const technologies = useTechnologyJobs(accountId);
  return (
    <>
      <PageHeader
        title="Digital footprint"
        description="Domains, subdomains, hosts, e-mails, integrations and the technologies they run."
      />
      <RouteTabs
        label="Digital footprint"
        tabs={[
          { label: 'Assets', to: '/digital-footprint/assets' },
          { label: 'Technologies', to: '/digital-footprint/technologies' },
        ]}
      />
      <PageBody>
        <FootprintStatus scanInProgress={scanInProgress} technologies={technologies} />
        {children}
      </PageBody>
    </>
  );
}
