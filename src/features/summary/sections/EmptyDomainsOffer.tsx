import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '@/features/platform';
import { appConfig } from '@/config/app-config';
import { track } from '@/shared/monitoring/analytics';
import { localStore } from '@/shared/persistence/local-store';
import { domainQueries } from '@/shared/queries/domains';
import { EmptyDomainsDialog } from '../components/EmptyDomainsDialog';
import { SUMMARY_EVENTS, emptyDomainsSeenKey, shouldOfferDomains } from '../model/summary-events';

/** The empty-domains dialog: once per account, when the flag is on and the account has no domains. */
export function EmptyDomainsOffer() {
  const { accountId, flags } = useSession();
  const navigate = useNavigate();
  const domains = useQuery({ ...domainQueries.domains(accountId), enabled: flags.no_domains_dialog_enabled });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const key = emptyDomainsSeenKey(accountId);
    const seenBefore = localStore.get(key) !== null;
    if (!shouldOfferDomains({ flagEnabled: flags.no_domains_dialog_enabled, domains: domains.data, seenBefore })) return;
    localStore.set(key, new Date().toISOString());
    setOpen(true);
  }, [accountId, flags.no_domains_dialog_enabled, domains.data]);

  const close = useCallback(() => setOpen(false), []);
  const addDomains = useCallback(() => {
    track(SUMMARY_EVENTS.emptyDomainsAddClicked);
    setOpen(false);
    void navigate({ to: '/digital-footprint/assets', search: { panel: 'digitalFootprint' } });
  }, [navigate]);

  return <EmptyDomainsDialog open={open} productName={appConfig.productName} onClose={close} onAddDomains={addDomains} />;
}
