import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs } from '@/shared/ui/RouteTabs';

export function FraudDefenseLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Fraud Defense" description="Manage Your Fraud Defense to Prevent Financial Losses" />
      <RouteTabs
        label="Fraud Defense"
        tabs={[
          { label: 'Open issues', to: '/fraud-defense/open-issues' },
          { label: 'Configuration', to: '/fraud-defense/configuration' },
        ]}
      />
      {children}
    </>
  );
}
