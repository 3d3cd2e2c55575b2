import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs } from '@/shared/ui/RouteTabs';

export function DigitalFootprintLayout({ children }: { children: ReactNode }) {
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
      {children}
    </>
  );
}
