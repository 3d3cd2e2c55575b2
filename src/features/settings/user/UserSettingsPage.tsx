import { Button, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Switch } from '@chakra-ui/react/switch';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { redirectToLogin } from '@/api/auth-redirect';
import { useColorMode, useSession } from '@/features/platform';
import { ConfirmDialog } from '@/shared/dialogs/ConfirmDialog';
import { formatLongDate } from '@/shared/format/dates';
import { hasKeptForm } from '@/shared/persistence/use-kept-form';
import { accountMutations } from '@/shared/queries/account';
import { useWrite } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { Panel } from '@/shared/ui/Panel';
import { DetailList } from '../DetailList';
import { EditUserDialog, editUserForm } from './EditUserDialog';

const USER_MFA_PATH = '/settings/user';
const FAILED = 'Something went wrong. Please try again later.';

/**
 * User tab (console-platform.md §2.9): details with the edit dialog, MFA, appearance.
 * Where the spec is silent (it names the dialogs, "contents … not shown"), the texts are ours: the dialogs' bodies, the
 * MFA switch's explanations, the toast after a reset, '—' for an empty job title, and the failure toast, which is
 * the catalogue's general 'Something went wrong. Please try again later.' (§8).
 */
export function UserSettingsPage() {
  const { user, accountId, account, flags, mfaActive } = useSession();
  const queryClient = useQueryClient();
  const { mode, setMode } = useColorMode(accountId);
  // Open again when its values were kept over a re-login (they come back into it).
  const [editOpen, setEditOpen] = useState(() => hasKeptForm(editUserForm(accountId)));
  const [disableOpen, setDisableOpen] = useState(false);
  const [resetOpen, setResetOpen] = useState(false);
  const setMfa = useWrite(accountMutations.setMfa(queryClient));
  const reset = useWrite(accountMutations.resetMfa());
  const mfaLocked = account.enforce_mfa && mfaActive;

  // Switching on applies at once and signs in again to enrol; switching off is confirmed first.
  const enable = () =>
    setMfa.mutate(
      { accountId, data: { active: true, redirect_to_login: true, return_endpoint: USER_MFA_PATH } },
      { onSuccess: () => redirectToLogin(), onError: () => notify.error(FAILED) },
    );
  const disable = () =>
    setMfa.mutate(
      { accountId, data: { active: false, redirect_to_login: false, return_endpoint: USER_MFA_PATH } },
      {
        onSuccess: () => setDisableOpen(false),
        onError: () => {
          setDisableOpen(false);
          notify.error(FAILED);
        },
      },
    );

  return (
    <Stack gap="6">
      <Panel>
        <Flex justify="space-between" align="center" mb="4" gap="3">
          <Heading as="h2" textStyle="lg">
            User details
          </Heading>
          <Button size="sm" variant="outline" colorPalette="gray" onClick={() => setEditOpen(true)}>
            <Pencil aria-hidden /> Edit
          </Button>
        </Flex>
        <DetailList
          items={[
            { label: 'Name', value: `${user.first_name} ${user.last_name}` },
            { label: 'E-mail', value: user.email.value },
            { label: 'Title', value: user.job_title || '—' },
            ...(user.created_at ? [{ label: 'Date signed up', value: formatLongDate(user.created_at) }] : []),
          ]}
        />
      </Panel>

      {flags.user_mfa_enabled ? (
        <Panel>
          <Heading as="h2" textStyle="lg" mb="4">
            Multi-factor authentication (MFA) settings
          </Heading>
          <Stack gap="3" maxW="xl">
            <HStack justify="space-between" gap="6">
              <Stack gap="1">
                <Text fontWeight="medium">Enable MFA</Text>
                <Text color="fg.muted" textStyle="sm">
                  {mfaLocked
                    ? `${account.company_name} requires MFA for every user, so it cannot be switched off.`
                    : 'Sign in with a code from your authenticator app as well as your password.'}
                </Text>
              </Stack>
              <Switch.Root
                checked={mfaActive && !disableOpen}
                disabled={mfaLocked || setMfa.isPending}
                onCheckedChange={(e) => (e.checked ? enable() : setDisableOpen(true))}
              >
                <Switch.HiddenInput aria-label="Enable MFA" />
                <Switch.Control />
              </Switch.Root>
            </HStack>
            <Link as="button" alignSelf="flex-start" textStyle="sm" color="brand.fg" onClick={() => setResetOpen(true)}>
              Reset MFA?
            </Link>
          </Stack>
        </Panel>
      ) : null}

      <Panel>
        <Heading as="h2" textStyle="lg" mb="4">
          Appearance
        </Heading>
        <HStack justify="space-between" maxW="xl">
          <Text fontWeight="medium">Dark mode</Text>
          <HStack gap="2">
            <Switch.Root checked={mode === 'dark'} onCheckedChange={(e) => setMode(e.checked ? 'dark' : 'light')}>
              <Switch.HiddenInput />
              <Switch.Control />
              <Switch.Label srOnly>Dark mode</Switch.Label>
            </Switch.Root>
            <Text aria-hidden textStyle="sm" minW="7">
              {mode === 'dark' ? 'Yes' : 'No'}
            </Text>
          </HStack>
        </HStack>
      </Panel>

      <EditUserDialog
        open={editOpen}
        accountId={accountId}
        current={{ first_name: user.first_name, last_name: user.last_name, job_title: user.job_title }}
        onClose={() => setEditOpen(false)}
      />
      <ConfirmDialog
        open={disableOpen}
        title="Disable MFA"
        body="Your account will be protected by your password alone. You can enable MFA again at any time."
        confirmLabel="Disable MFA"
        tone="danger"
        busy={setMfa.isPending}
        onConfirm={disable}
        onCancel={() => setDisableOpen(false)}
      />
      <ConfirmDialog
        open={resetOpen}
        title="Reset MFA"
        body="Your current authenticator will stop working. At your next sign-in you will set up MFA again."
        confirmLabel="Reset MFA"
        tone="danger"
        busy={reset.isPending}
        onConfirm={() =>
          reset.mutate(
            { accountId },
            {
              onSuccess: () => {
                setResetOpen(false);
                notify.success('MFA was reset. You will set it up again at your next sign-in.');
              },
              onError: () => {
                setResetOpen(false);
                notify.error(FAILED);
              },
            },
          )
        }
        onCancel={() => setResetOpen(false)}
      />
    </Stack>
  );
}
