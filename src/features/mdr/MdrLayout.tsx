import type { ReactNode } from 'react';
import { track } from '@/shared/monitoring/analytics';
import { useSession } from '@/features/platform/session/session';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs } from '@/shared/ui/RouteTabs';

export const MDR_TABS = [
  { label: 'Overview', to: '/mdr/overview' },
  { label: 'Incidents', to: '/mdr/incidents' },
  { label: 'Alerts', to: '/mdr/alerts' },
  { label: 'Service Requests', to: '/mdr/service-requests' },
];

export function MdrLayout({ children }: { children: ReactNode }) {
  const { account } = useSession();
  return (
    <>
      <PageHeader title="Managed Detection and Response" />
      <RouteTabs label="MDR" tabs={MDR_TABS} onSelect={(tab) => track('mdr_tab_clicked', { tab: tab.label, isMdrActive: account.is_mdr })} />
      {children}
    </>
  );
}
