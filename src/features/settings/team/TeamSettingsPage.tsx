import { Badge, Box, Button, Flex, HStack, Heading, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { countUnusable } from '@/api/tolerant-reader';
import { Ban, KeyRound, PencilLine, Send, Shield, Trash2, UserPlus, Users } from 'lucide-react';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TeamMember } from '@generated/model';
import { getResendInvitationMutationKey } from '@generated/api/users/users';
import { getRouteApi } from '@tanstack/react-router';
import { usePermission, useSession } from '@/features/platform';
import { SavedViewsMenu } from '@/features/saved-views';
import { DeniedTip } from '@/shared/access/DeniedTip';
import { DataTable } from '@/shared/data-table/DataTable';
import type { DataTableColumn } from '@/shared/data-table/table-model';
import type { RowActions } from '@/shared/data-table/RowActions';
import { CellBadge, CellLines, CellText } from '@/shared/data-table/cells';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { FilterPopover } from '@/shared/filters/FilterPopover';
import { useLatched } from '@/shared/overlay/use-latched';
import { lastAdminReason } from '@/shared/access/last-admin';
import { useDrawerContent } from '@/shared/drawer/drawer-registry';
import { useDrawerActions } from '@/shared/drawer/use-drawer';
import { lazyPart } from '@/shared/overlay/interaction-parts';
import { ListExport } from '@/shared/export/ListExport';
import { SearchBox } from '@/shared/search/SearchBox';
import { useCapabilityQuery } from '@/shared/queries/capability';
import { usePendingWrites, useWrite } from '@/shared/queries/mutations';
import { userMutations, userQueries } from '@/shared/queries/users';
import { notify } from '@/shared/toast/toaster';
import { Panel } from '@/shared/ui/Panel';
import { RelativeTime } from '@/shared/ui/RelativeTime';
import {
  TEAM_EMPTY_TEXT,
  TEAM_VIEWS,
  memberRoleLabel,
  memberWriteFailure,
  teamColumnLabel,
  isPendingInvitation,
  orderByName,
  sortAnnouncement,
  teamColumns,
  teamExportColumns,
  teamSortValue,
  type TeamColumn,
} from '../model/team-model';
import { DEFAULT_TEAM_FILTERS, TEAM_FILTER_SECTIONS } from '../model/team-filters';
import {
  INVITATION_MESSAGES,
  INVITATION_STATUS_LABELS,
  invitationExpiryText,
  invitationWriteFailure,
  invitationsByMember,
  type InvitationView,
} from '../model/invitation-model';
import type { MemberAction } from './MemberDialogs';
import { useTeamSearch } from './use-team-search';
import { DRAWER_WIDTH } from '@/shared/drawer/drawer-model';

const teamRoute = getRouteApi('/_app/settings/team');

// What the drawer shows loads when it first opens (or after the first input, shared/overlay/interaction-parts.ts).
const InviteUserForm = lazyPart(() => import('./InviteUserForm').then((m) => m.InviteUserForm));
const MemberDialogs = lazyPart(() => import('./MemberDialogs').then((m) => m.MemberDialogs));
const BulkInviteDialog = lazyPart(() => import('./BulkInviteDialog').then((m) => m.BulkInviteDialog));

const DELETE_USER_FAILED = 'User could not be deleted';

/** §9 table height; a short team gets a shorter box. */
const MAX_TABLE_HEIGHT = 700;
const ROW_HEIGHT = 52;
const tableHeight = (rows: number) => Math.min(MAX_TABLE_HEIGHT, 40 + rows * ROW_HEIGHT + 2);
const memberId = (member: TeamMember) => member.user_id;

const WIDTHS: Record<TeamColumn, `${number}%`> = {
  name: '22%',
  email: '28%',
  role: '24%',
  access: '10%',
  mfa: '9%',
  lastSignIn: '14%',
  alerts: '13%',
};
/** With roles on the table has two more columns: narrower text columns. */
const ROLE_WIDTHS: Partial<Record<TeamColumn, `${number}%`>> = { name: '19%', email: '23%', role: '16%' };

function OnOff({ on }: { on: boolean }) {
  return <CellBadge palette={on ? 'green' : 'gray'}>{on ? 'On' : 'Off'}</CellBadge>;
}

/** An invitation row's status (invitations_enabled): 'Pending' or 'Expired' and the expiry date. */
function InvitationStatus({ view }: { view: InvitationView }) {
  return (
    <HStack gap="2" minW="0" data-testid="invitation-status">
      <Badge colorPalette={view.status === 'pending' ? 'orange' : 'gray'} variant="subtle" size="sm" flexShrink={0}>
        {INVITATION_STATUS_LABELS[view.status]}
      </Badge>
      <Text as="span" color="fg.muted" textStyle="xs" truncate>
        <time dateTime={view.expiresAt}>{invitationExpiryText(view)}</time>
      </Text>
    </HStack>
  );
}

const NO_INVITATIONS: ReadonlyMap<string, InvitationView> = new Map();

/** A resend is the same write only for the same invitation: two rows may be resent at once. */
const sameInvitation = (a: { invitationId: string }, b: { invitationId: string }) => a.invitationId === b.invitationId;

function cellFor(
  column: TeamColumn,
  ownId: string,
  invitationOf: ReadonlyMap<string, InvitationView>,
): (member: TeamMember) => ReactNode {
  switch (column) {
    case 'name':
      return (m) => {
        const name = (
          <CellText weight="medium" title={m.name}>
            {m.name}
          </CellText>
        );
        return (
          <CellLines>
            {m.user_id === ownId ? (
              <HStack gap="2" minW="0">
                {name}
                <Text as="span" color="fg.muted" textStyle="xs" flexShrink={0}>
                  (you)
                </Text>
              </HStack>
            ) : (
              name
            )}
            {invitationOf.has(m.user_id) ? (
              <InvitationStatus view={invitationOf.get(m.user_id) as InvitationView} />
            ) : isPendingInvitation(m) ? (
              <Badge colorPalette="orange" variant="subtle" size="sm" alignSelf="flex-start">
                Invitation pending
              </Badge>
            ) : null}
          </CellLines>
        );
      };
    case 'email':
      return (m) => <CellText title={m.email}>{m.email}</CellText>;
    case 'role':
      return (m) => (
        <CellText title={m.role} tone="muted">
          {m.role}
        </CellText>
      );
    case 'access':
      return (m) => <CellText>{memberRoleLabel(m)}</CellText>;
    case 'lastSignIn':
      return (m) => <LastSignIn at={m.last_sign_in_at} />;
    case 'mfa':
      return (m) => <OnOff on={m.mfa_active} />;
    case 'alerts':
      return (m) => <OnOff on={m.send_alerts} />;
  }
}

/** 'Last sign-in': relative ('2 days ago'), the exact time in the tooltip on hover; '—' for never. */
function LastSignIn({ at }: { at: string | null | undefined }) {
  if (!at) return <CellText tone="muted">—</CellText>;
  return (
    <CellText tone="muted" numeric>
      <RelativeTime at={at} />
    </CellText>
  );
}

/**
 * Team tab (console-platform.md §2.9): sortable, searchable members, invite drawer, delete user.
 * Ours where the spec is silent: the delete-user dialog's body, the success toast '{name} was removed from the team'
 * (§8 gives only the failure, 'User could not be deleted'), the member count and the '(you)' mark on the own row.
 */
export function TeamSettingsPage() {
  const { accountId, account, user, flags } = useSession();
  const queryClient = useQueryClient();
  const drawer = useDrawerActions();
  const team = useQuery(userQueries.team(accountId));
  const alerts = flags.user_send_alerts_enabled;
  const roles = flags.roles_enabled;
  const members = useMemo(() => orderByName(team.data ?? []), [team.data]);
  const { typed, setTyped, rows, sort, onSortChange, filters, setFilters } = useTeamSearch(members, alerts, roles);
  const exportColumns = useMemo(() => teamExportColumns(alerts, roles), [alerts, roles]);
  const [deleting, setDeleting] = useState<TeamMember | null>(null);
  // The member stays in the dialog while it closes; the row's menu button gets focus back.
  const [shownMember, setShownMember] = useState<TeamMember | null>(null);
  const returnFocus = useRef<() => HTMLElement | null>(() => null);
  const askDelete = useCallback((member: TeamMember, trigger: () => HTMLElement | null) => {
    returnFocus.current = trigger;
    setShownMember(member);
    setDeleting(member);
  }, []);
  const remove = useWrite(userMutations.remove(queryClient));
  // Invitations (issue #28): the invitees' rows show their invitation; flag off or 404/501: the specification's rows.
  const invitations = useCapabilityQuery(flags.invitations_enabled, userQueries.invitations(accountId));
  const invitationList = invitations.state === 'ready' ? invitations.data : undefined;
  const invitationOf = useMemo(
    () => (invitationList ? invitationsByMember(members, invitationList, Date.now()) : NO_INVITATIONS),
    [invitationList, members],
  );
  // Bulk invite (issue #28): offered while the invitations capability is there (a backend without it has no bulk call).
  const bulkOffered = flags.invite_user_enabled && invitations.state !== 'hidden';
  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkRound, setBulkRound] = useState(0);
  const bulkUsed = useLatched(bulkOpen);
  const resend = useWrite(userMutations.resendInvitation(queryClient), sameInvitation);
  const sendResend = resend.mutate;
  const resending = usePendingWrites(getResendInvitationMutationKey(), (v: { invitationId: string }) => v.invitationId);
  const revoke = useWrite(userMutations.revokeInvitation(queryClient));
  const [revoking, setRevoking] = useState<InvitationView | null>(null);
  const [shownRevoke, setShownRevoke] = useState<InvitationView | null>(null);
  const askRevoke = useCallback((view: InvitationView, trigger: () => HTMLElement | null) => {
    returnFocus.current = trigger;
    setShownRevoke(view);
    setRevoking(view);
  }, []);
  const sendAgain = useCallback(
    (view: InvitationView) =>
      sendResend(
        { accountId, invitationId: view.id },
        {
          onSuccess: () => notify.success(INVITATION_MESSAGES.resent(view.email)),
          onError: (error) => notify.error(invitationWriteFailure(error, 'resend')),
        },
      ),
    [sendResend, accountId],
  );
  // The member actions of roles_enabled (issue #28): their dialogs load on first use.
  const [memberAction, setMemberAction] = useState<MemberAction | null>(null);
  const [shownAction, setShownAction] = useState<MemberAction | null>(null);
  const [actionRound, setActionRound] = useState(0);
  const askMember = useCallback((kind: MemberAction['kind'], member: TeamMember, trigger: () => HTMLElement | null) => {
    returnFocus.current = trigger;
    const action = { kind, member };
    setShownAction(action);
    setMemberAction(action);
    setActionRound((round) => round + 1);
  }, []);
  const memberDialogsUsed = useLatched(memberAction !== null);
  // Roles (issue #28): the team's writes need the Admin role; others see the invite button disabled, no row menu.
  const teamDenied = usePermission('manageTeam').reason;

  const inviteContent = useMemo(
    () => ({
      title: 'Invite new user',
      width: DRAWER_WIDTH.standard,
      items: [] as string[],
      render: () => <InviteUserForm accountId={accountId} onInvited={drawer.close} rolesEnabled={roles} />,
      // The same flag and role as the 'Invite new user' button: a URL cannot open what the page does not offer (#26.1).
      available: flags.invite_user_enabled && !teamDenied,
    }),
    [accountId, drawer.close, flags.invite_user_enabled, teamDenied, roles],
  );
  useDrawerContent('inviteUser', inviteContent);

  const columns = useMemo(
    (): DataTableColumn<TeamMember>[] =>
      teamColumns(alerts, roles).map((id) => ({
        id,
        header: teamColumnLabel(id, roles),
        width: (roles && ROLE_WIDTHS[id]) || WIDTHS[id],
        cell: cellFor(id, user.id, invitationOf),
        sortValue: (m: TeamMember) => teamSortValue(id, m),
      })),
    [alerts, roles, user.id, invitationOf],
  );
  // Admins only (a role without it has no row menu). The last Admin cannot be removed: the menu says why.
  const rowActions = useMemo<RowActions<TeamMember> | undefined>(() => {
    if (teamDenied) return undefined;
    const deleteAction = {
      value: 'delete',
      label: 'Delete user',
      icon: <Trash2 size={16} aria-hidden />,
      danger: true,
      disabled: (m: TeamMember) => m.user_id === user.id || (roles && lastAdminReason(members, m) !== undefined),
      // An invitee's row is revoked instead (the same effect, and the invitation's link stops working).
      shown: (m: TeamMember) => !invitationOf.has(m.user_id),
      onSelect: askDelete,
    };
    const invitation = (m: TeamMember) => invitationOf.get(m.user_id) as InvitationView;
    const invitationActions = [
      {
        value: 'resend',
        label: 'Resend invitation',
        icon: <Send size={16} aria-hidden />,
        shown: (m: TeamMember) => invitationOf.has(m.user_id),
        disabled: (m: TeamMember) => resending.includes(invitation(m).id),
        onSelect: (m: TeamMember) => sendAgain(invitation(m)),
      },
      {
        value: 'revoke',
        label: 'Revoke invitation',
        icon: <Ban size={16} aria-hidden />,
        danger: true,
        shown: (m: TeamMember) => invitationOf.has(m.user_id),
        onSelect: (m: TeamMember, trigger: () => HTMLElement | null) => askRevoke(invitation(m), trigger),
      },
    ];
    const memberActions = roles
      ? [
          {
            value: 'edit',
            label: 'Edit member',
            icon: <PencilLine size={16} aria-hidden />,
            onSelect: (m: TeamMember, trigger: () => HTMLElement | null) => askMember('edit', m, trigger),
          },
          {
            value: 'role',
            label: 'Change role',
            icon: <Shield size={16} aria-hidden />,
            onSelect: (m: TeamMember, trigger: () => HTMLElement | null) => askMember('role', m, trigger),
          },
          {
            value: 'mfa',
            label: 'Reset MFA',
            icon: <KeyRound size={16} aria-hidden />,
            // Only a member with MFA set up has one to reset (the server answers MFA_NOT_ACTIVE otherwise).
            shown: (m: TeamMember) => m.is_active && m.mfa_active,
            onSelect: (m: TeamMember, trigger: () => HTMLElement | null) => askMember('mfa', m, trigger),
          },
        ]
      : [];
    const actions = [
      ...(invitationOf.size > 0 ? invitationActions : []),
      ...memberActions,
      ...(flags.delete_user_enabled ? [deleteAction] : []),
    ];
    if (actions.length === 0) return undefined;
    return {
      label: (m) => `Actions for ${m.name}`,
      actions,
      note: roles ? (m) => (m.user_id === user.id ? undefined : lastAdminReason(members, m)) : undefined,
    };
  }, [
    flags.delete_user_enabled,
    teamDenied,
    roles,
    members,
    user.id,
    askDelete,
    askMember,
    invitationOf,
    resending,
    sendAgain,
    askRevoke,
  ]);

  const confirmRevoke = () => {
    if (!revoking) return;
    const view = revoking;
    revoke.mutate(
      { accountId, invitationId: view.id },
      {
        onSuccess: () => notify.success(INVITATION_MESSAGES.revoked(view.email)),
        onError: (error) => notify.error(invitationWriteFailure(error, 'revoke')),
        onSettled: () => setRevoking(null),
      },
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { accountId, userId: deleting.user_id },
      {
        onSuccess: (result) => {
          if (!result.result) notify.error(DELETE_USER_FAILED);
          else notify.success(`${deleting.name} was removed from the team`);
          setDeleting(null);
        },
        onError: (error) => {
          notify.error(memberWriteFailure(error, 'delete users', DELETE_USER_FAILED));
          setDeleting(null);
        },
      },
    );
  };

  const count = team.data?.length ?? 0;
  const { data: teamData, isPending: teamPending, error: teamError, refetch: refetchTeam } = team;
  const retryTeam = useCallback(() => void refetchTeam(), [refetchTeam]);
  // The header and the table, apart from the dialogs' state: opening a dialog renders the dialog, not the list
  // (issue #30: 85 components rendered when the delete dialog opened).
  const list = useMemo(
    () => (
      <>
        <Flex
          gap="3"
          mb="4"
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          direction={{ base: 'column', md: 'row' }}
        >
          <HStack gap="2" align="baseline">
            <Heading as="h2" textStyle="lg">
              Team
            </Heading>
            {teamData ? (
              <Text color="fg.muted" textStyle="sm">
                {count === 1 ? '1 member' : `${count} members`}
              </Text>
            ) : null}
          </HStack>
          <Flex gap="2" direction={{ base: 'column', sm: 'row' }}>
            <SearchBox value={typed} onChange={setTyped} placeholder="Search team members" width={{ base: 'full', sm: '72' }} />
            {roles ? (
              <FilterPopover
                sections={TEAM_FILTER_SECTIONS}
                values={filters}
                defaults={DEFAULT_TEAM_FILTERS}
                onApply={setFilters}
              />
            ) : null}
            <SavedViewsMenu spec={TEAM_VIEWS} route={teamRoute} />
            {teamData ? (
              <ListExport list="Team" rows={rows} columns={exportColumns} filtered={rows.length !== members.length} />
            ) : null}
            {bulkOffered ? (
              <DeniedTip reason={teamDenied}>
                {(denied) => (
                  <Button
                    size="sm"
                    variant="outline"
                    colorPalette="gray"
                    onClick={
                      teamDenied
                        ? undefined
                        : () => {
                            setBulkRound((round) => round + 1);
                            setBulkOpen(true);
                          }
                    }
                    {...denied}
                  >
                    <Users aria-hidden /> Bulk invite
                  </Button>
                )}
              </DeniedTip>
            ) : null}
            {flags.invite_user_enabled ? (
              <DeniedTip reason={teamDenied}>
                {(denied) => (
                  <Button size="sm" onClick={teamDenied ? undefined : () => drawer.open('inviteUser')} {...denied}>
                    <UserPlus aria-hidden /> Invite new user
                  </Button>
                )}
              </DeniedTip>
            ) : null}
          </Flex>
        </Flex>
        <Box srOnly aria-live="polite" data-testid="team-sort-status">
          {sortAnnouncement(sort, roles)}
        </Box>
        <DataTable
          label="Team members"
          rows={rows}
          columns={columns}
          getRowId={memberId}
          height={tableHeight(rows.length)}
          emptyHeight={200}
          rowHeight={ROW_HEIGHT}
          emptyText={TEAM_EMPTY_TEXT}
          isPending={teamPending}
          error={teamError}
          onRetry={retryTeam}
          loadingLabel="Loading team members…"
          sort={sort}
          onSortChange={onSortChange}
          leftOut={{ count: countUnusable(teamData), noun: ['team member', 'team members'] }}
          rowActions={rowActions}
        />
      </>
    ),
    [
      bulkOffered,
      columns,
      count,
      drawer,
      exportColumns,
      filters,
      flags.invite_user_enabled,
      members.length,
      onSortChange,
      retryTeam,
      roles,
      rowActions,
      rows,
      setFilters,
      setTyped,
      sort,
      teamData,
      teamDenied,
      teamError,
      teamPending,
      typed,
    ],
  );
  return (
    <Panel>
      {list}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete user"
        body={
          <Text color="fg.muted">
            <Text as="span" fontWeight="semibold" color="fg">
              {shownMember?.name}
            </Text>{' '}
            will lose access to {account.company_name} in this console. This cannot be undone.
          </Text>
        }
        finalFocus={() => returnFocus.current()}
        confirmLabel="Delete user"
        tone="danger"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        title="Revoke invitation"
        body={
          <Text color="fg.muted">
            The invitation link sent to{' '}
            <Text as="span" fontWeight="semibold" color="fg">
              {shownRevoke?.email}
            </Text>{' '}
            will stop working and they will leave the team list. You can invite them again later.
          </Text>
        }
        finalFocus={() => returnFocus.current()}
        confirmLabel="Revoke invitation"
        tone="danger"
        busy={revoke.isPending}
        onConfirm={confirmRevoke}
        onCancel={() => setRevoking(null)}
      />
      {bulkUsed ? (
        <BulkInviteDialog open={bulkOpen} round={bulkRound} onClose={() => setBulkOpen(false)} accountId={accountId} />
      ) : null}
      {memberDialogsUsed ? (
        <MemberDialogs
          action={memberAction}
          shown={shownAction}
          round={actionRound}
          onClose={() => setMemberAction(null)}
          finalFocus={() => returnFocus.current()}
          accountId={accountId}
          companyName={account.company_name}
          members={members}
          ownId={user.id}
        />
      ) : null}
    </Panel>
  );
}
