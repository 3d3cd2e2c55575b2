import { Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { LOGOUT_ROUTE, redirectToLogin } from '@/api/auth-redirect';
import { appConfig } from '@/config/app-config';
import { AppDialog } from '@/shared/dialogs/AppDialog';
import { accountMutations } from '@/shared/queries/account';
import { useWrite } from '@/shared/queries/mutations';
import { notify } from '@/shared/toast/toaster';
import { MFA_SETTINGS_PATH } from '../session/access-rules';

/** Forced while the account enforces MFA and the user has none: it cannot be dismissed. */
export function EnableMfaDialog({ accountId, open }: { accountId: string; open: boolean }) {
  const queryClient = useQueryClient();
  const setMfa = useWrite(accountMutations.setMfa(queryClient));
  const enable = () =>
    setMfa.mutate(
      { accountId, data: { active: true, redirect_to_login: true, return_endpoint: MFA_SETTINGS_PATH } },
      {
        onSuccess: () => redirectToLogin(),
        onError: () => notify.error('Something went wrong. Please try again later.'),
      },
    );
  return (
    <AppDialog
      open={open}
      role="alertdialog"
      testId="enable-mfa-dialog"
      title={
        <>
          <KeyRound size={20} aria-hidden /> Enable multi-factor authentication
        </>
      }
      footer={
        <Stack direction="row" justify="space-between" align="center" w="full">
          <ChakraLink asChild color="fg.muted" textStyle="sm">
            <Link to={LOGOUT_ROUTE}>Log Out</Link>
          </ChakraLink>
          <Button onClick={enable} loading={setMfa.isPending}>
            Enable MFA
          </Button>
        </Stack>
      }
    >
      <Stack gap="3" color="fg.muted">
        <Text>Your organization requires multi-factor authentication (MFA) for every {appConfig.productName} user.</Text>
        <Text>Enable MFA to continue. You will sign in again and set up your authenticator app.</Text>
      </Stack>
    </AppDialog>
  );
}
