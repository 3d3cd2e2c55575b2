import type { ReactNode } from 'react';
import { PageHeader } from '@/shared/ui/PageHeader';
import { RouteTabs } from '@/shared/ui/RouteTabs';

export function SettingsLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <PageHeader title="Settings" description="Account, profile and team settings." />
      <RouteTabs
        label="Settings"
        tabs={[
          { label: 'Account', to: '/settings/account' },
          { label: 'User', to: '/settings/user' },
          { label: 'Team', to: '/settings/team' },
        ]}
      />
      {children}
    </>
  );
}
