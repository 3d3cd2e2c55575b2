import { Box, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ExternalLink } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useGetScansInfo } from '@generated/api/scans/scans';
import type { Domain } from '@generated/model';
import { appConfig } from '@/config/app-config';
import { usePermission, useSession } from '@/features/platform';
import { DeniedTip, deniedSwitchProps } from '@/shared/access/DeniedTip';
import { roleRefusalMessage } from '@/shared/access/role-refusal';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { formatLongDate } from '@/shared/format/dates';
import { accountMutations } from '@/shared/queries/account';
import { domainQueries } from '@/shared/queries/domains';
import { useWrite } from '@/shared/queries/mutations';
import { useScanInProgress } from '@/shared/scans/scan-status';
import { notify } from '@/shared/toast/toaster';
import { Panel } from '@/shared/ui/Panel';
import { QueryState } from '@/shared/ui/QueryState';
import { DetailList } from '../DetailList';
import { acceptedDomains } from '../model/domain-model';
import { DomainList } from './DomainList';
import { useDomainRemoval } from './use-domain-removal';

const FOCUS_RING = { outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px', borderRadius: 'sm' } as const;

const ACCOUNT_MESSAGES = {
  failed: 'Something went wrong. Please try again later.',
} as const;

/**
 * Account tab (console-platform.md §2.9): details and domains, MFA enforcement, delete account, terms of service.
 * Decisions where the spec is silent: removing a domain is confirmed in a 'Remove domain' dialog (§2.9's list of
 * dialogs has none, but the removal deletes the domain's findings and cannot be undone), after which focus goes to
 * the domain list; the dialogs' bodies, the Enforce MFA explanation and the locked-domain reasons are ours; a failed
 * enforce or delete-account call shows §8's general 'Something went wrong. Please try again later.'
 */
export function AccountSettingsPage() {
  const { accountId, account, flags } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Roles (issue #28): domains need the Admin role, and so do MFA enforcement and deleting the account.
  const domainsDenied = usePermission('manageFootprint').reason;
  const accountDenied = usePermission('manageAccount').reason;
  const domainsQuery = useQuery(domainQueries.domains(accountId));
  const scansInfo = useGetScansInfo(accountId);
  const scanInProgress = useScanInProgress();
  const removal = useDomainRemoval(accountId, flags.mark_as_resolved_enabled);
  const domains = useMemo(() => acceptedDomains(domainsQuery.data ?? []), [domainsQuery.data]);

  const [removing, setRemoving] = useState<Domain | null>(null);
  const [shownDomain, setShownDomain] = useState<Domain | null>(null);
  const [enforceOpen, setEnforceOpen] = useState(false);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const domainsRef = useRef<HTMLDivElement | null>(null);
  const enforce = useWrite(accountMutations.enforceMfa(queryClient));
  const deleteAccount = useWrite(accountMutations.remove());

  const setEnforced = (enable: boolean) =>
    enforce.mutate(
      { accountId, data: { enable } },
      {
        onSuccess: () => setEnforceOpen(false),
        onError: (error) => {
          setEnforceOpen(false);
          notify.error(roleRefusalMessage(error, 'change MFA enforcement') ?? ACCOUNT_MESSAGES.failed);
        },
      },
    );

  const nextScan = scansInfo.data?.next_scan_date ?? account.next_scan_date;
  return (
    <Stack gap="6">
      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          Account details
        </Heading>
        <DetailList
          items={[
            { label: 'Account name', value: account.company_name },
            { label: 'Date account created', value: formatLongDate(account.created_at) },
            { label: 'Next scan date', value: nextScan ? formatLongDate(nextScan) : '—' },
            { label: 'Industry', value: account.industry ?? '—' },
            {
              label: 'Domains',
              value: (
                // Where focus lands after a removal is confirmed (the row's remove button gives way to 'Removing…').
                <Box ref={domainsRef} tabIndex={-1} role="group" aria-label="Domains" outline="none" _focusVisible={FOCUS_RING}>
                  <QueryState
                    isPending={domainsQuery.isPending}
                    error={domainsQuery.error}
                    onRetry={() => void domainsQuery.refetch()}
                    loadingLabel="Loading domains…"
                  >
                    <DomainList
                      domains={domains}
                      context={{ deleteEnabled: flags.delete_domain_enabled, scanInProgress, inProcess: removal.inProcess }}
                      denied={domainsDenied}
                      onRemove={(domain, trigger) => {
                        returnFocus.current = trigger;
                        setShownDomain(domain);
                        setRemoving(domain);
                      }}
                    />
                  </QueryState>
                </Box>
              ),
            },
          ]}
        />
        {flags.delete_account_enabled ? (
          // §2.9 calls it a link, so it looks like one (red: it leads to a destructive action); it opens a dialog
          // rather than going anywhere, so assistive technology is told it is a button.
          <DeniedTip reason={accountDenied}>
            {(denied) => (
              <Link
                as="button"
                mt="6"
                textStyle="sm"
                variant="underline"
                colorPalette="red"
                onClick={accountDenied ? undefined : () => setDeleteOpen(true)}
                _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
                {...denied}
              >
                Delete account
              </Link>
            )}
          </DeniedTip>
        ) : null}
      </Panel>

      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          MFA Settings
        </Heading>
        <HStack justify="space-between" maxW="xl" gap="6">
          <Stack gap="1">
            <Text fontWeight="medium">Enforce MFA</Text>
            <Text color="fg.muted" textStyle="sm">
              Every user of {account.company_name} must sign in with multi-factor authentication.
            </Text>
          </Stack>
          <DeniedTip reason={accountDenied}>
            {(denied) => (
              <Switch.Root
                {...deniedSwitchProps(denied).root}
                // Shows the choice while its dialog asks; a cancel turns it back.
                checked={account.enforce_mfa || enforceOpen}
                disabled={enforce.isPending}
                // A role without it keeps the switch focusable (its tooltip names the role) but cannot turn it.
                readOnly={Boolean(accountDenied)}
                onCheckedChange={(e) => (e.checked ? setEnforceOpen(true) : setEnforced(false))}
              >
                <Switch.HiddenInput aria-label="Enforce MFA" {...deniedSwitchProps(denied).input} />
                <Switch.Control opacity={accountDenied ? 0.5 : undefined} />
              </Switch.Root>
            )}
          </DeniedTip>
        </HStack>
      </Panel>

      <Text textStyle="sm" color="fg.muted">
        <Link href={appConfig.links.termsOfService} target="_blank" rel="noopener noreferrer" color="fg.muted">
          Terms of service <ExternalLink size={12} aria-hidden />
        </Link>
      </Text>

      <ConfirmDialog
        open={removing !== null}
        title="Remove domain"
        body={`${shownDomain?.domain_url ?? ''} will no longer be monitored and its findings will be removed.`}
        confirmLabel="Remove domain"
        tone="danger"
        finalFocus={() => returnFocus.current}
        onConfirm={() => {
          returnFocus.current = domainsRef.current;
          if (removing) removal.remove(removing);
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
      <ConfirmDialog
        open={enforceOpen}
        title="Enforce MFA"
        body="Every user of this account will have to sign in with multi-factor authentication. Users without MFA are asked to set it up at their next sign-in."
        confirmLabel="Enforce MFA"
        busy={enforce.isPending}
        onConfirm={() => setEnforced(true)}
        onCancel={() => setEnforceOpen(false)}
      />
      <ConfirmDialog
        open={deleteOpen}
        title="Delete account"
        body={`${account.company_name} and all of its data will be deleted for every user. This cannot be undone.`}
        confirmLabel="Delete account"
        tone="danger"
        busy={deleteAccount.isPending}
        onConfirm={() =>
          deleteAccount.mutate(
            { accountId },
            {
              onSuccess: () => void navigate({ to: '/logout' }),
              onError: (error) => {
                setDeleteOpen(false);
                notify.error(roleRefusalMessage(error, 'delete the account') ?? ACCOUNT_MESSAGES.failed);
              },
            },
          )
        }
        onCancel={() => setDeleteOpen(false)}
      />
    </Stack>
  );
}
