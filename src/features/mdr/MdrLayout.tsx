import { useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { track } from '@/shared/monitoring/analytics';
import { PageBody } from '@/shared/ui/PageBody';
import { PageHeader } from '@/shared/ui/PageHeader';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import { RouteTabs } from '@/shared/ui/RouteTabs';
import { MdrDataProvider, useMdr } from './data/mdr-context';
import { rememberedOverviewRange } from './data/overview-range';
import { DemoBanner } from './demo/DemoBanner';
import { MdrPromoPage } from './promo/MdrPromoPage';
import { usePromoDialogs } from './promo/PromoDialogs';

const MDR_TABS = [
  { label: 'Overview', to: '/mdr/overview' },
  { label: 'Incidents', to: '/mdr/incidents' },
  { label: 'Alerts', to: '/mdr/alerts' },
  { label: 'Service Requests', to: '/mdr/service-requests' },
];

/** The active tab is the second path segment, overview by default (§2.3). */
function activeMdrTab(pathname: string): string {
  return pathname.split('/').filter(Boolean)[1] ?? 'overview';
}

function MdrShell({ children }: { children: ReactNode }) {
  const mdr = useMdr();
  const tab = activeMdrTab(useRouterState({ select: (s) => s.location.pathname }));
  // Read again at each tab change: the Overview tab brings back the range the user left it with.
  const remembered = tab === 'overview' ? undefined : rememberedOverviewRange();
  const tabs = MDR_TABS.map((entry) =>
    entry.to === '/mdr/overview' && remembered ? { ...entry, search: { range: remembered } } : entry,
  );
  const promo = usePromoDialogs('mdr_demo_banner', mdr.isMdrActive);

  let content: ReactNode = children;
  if (mdr.mode === 'inactive') {
    // Without MDR the overview shows the demo overlay; the case lists have nothing to preview, so they sell the service.
    content = tab === 'overview' ? children : <MdrPromoPage />;
  } else if (mdr.error) {
    content = (
      <QueryState isPending={false} error={mdr.error} onRetry={mdr.retry}>
        {null}
      </QueryState>
    );
  } else if (mdr.isPending) {
    content = (
      <Panel>
        <QueryState isPending error={null} loadingLabel="Loading MDR cases…">
          {null}
        </QueryState>
      </Panel>
    );
  }

  return (
    <>
      <PageHeader title="Managed Detection and Response" />
      <RouteTabs
        label="MDR"
        tabs={tabs}
        onSelect={(entry) => track('mdr_tab_clicked', { tab: entry.label, isMdrActive: mdr.isMdrActive })}
      />
      <PageBody>
        {mdr.showDemo ? <DemoBanner onScheduleCall={promo.scheduleCall} /> : null}
        {content}
        {promo.dialogs}
      </PageBody>
    </>
  );
}

export function MdrLayout({ children }: { children: ReactNode }) {
  return (
    <MdrDataProvider>
      <MdrShell>{children}</MdrShell>
    </MdrDataProvider>
  );
}
