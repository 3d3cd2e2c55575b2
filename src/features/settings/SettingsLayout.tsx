import type { ReactNode } from 'react';
import { PageBody } from '@/shared/ui/PageBody';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs, type RouteTab } from '@/shared/ui/RouteTabs';
import { useAuditLogTab } from './audit/audit-access';

const TABS: RouteTab[] = [
  { label: 'Account', to: '/settings/account' },
  { label: 'User', to: '/settings/user' },
  { label: 'Team', to: '/settings/team' },
];
const WITH_AUDIT_LOG: RouteTab[] = [...TABS, { label: 'Audit log', to: '/settings/audit-log' }];

export function SettingsLayout({ children }: { children: ReactNode }) {
  const auditLog = useAuditLogTab();
  return (
    <>
      <PageHeader title="Settings" description="Account, profile and team settings." />
      <RouteTabs label="Settings" tabs={auditLog ? WITH_AUDIT_LOG : TABS} />
      <PageBody>{children}</PageBody>
    </>
  );
}
