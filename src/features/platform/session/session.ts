import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { getGetAuthQueryOptions, getGetLoginDataQueryOptions } from '@generated/api/auth/auth';
import { getGetAccountInfoQueryOptions, getGetFeaturesQueryOptions, getGetMfaQueryOptions } from '@generated/api/account/account';
import type { Account, FeatureFlags, FeatureSettings, LoginData } from '@generated/model';
import { localStore } from '@/shared/persistence/local-store';
import { chooseAccountId, shouldEnforceMfa } from './access-rules';
import { resolveFlags, type ResolvedFlags } from './feature-flags';

export const PICKED_ACCOUNT_KEY = 'stance.account';

export interface Session {
  accountId: string;
  user: LoginData['user'];
  accounts: LoginData['accounts'];
  account: Account;
  flags: ResolvedFlags;
  settings: FeatureSettings;
  mfaActive: boolean;
  enforceMfa: boolean;
}

/** Start-up data stays for the session. */
const cached = { gcTime: Infinity } as const;

export const sessionQueries = {
  auth: () => getGetAuthQueryOptions({ query: { ...cached, retry: false } }),
  loginData: () => getGetLoginDataQueryOptions({ query: { ...cached, retry: 3, retryDelay: 1000 } }),
  features: (accountId: string) => getGetFeaturesQueryOptions(accountId, { query: cached }),
  account: (accountId: string) => getGetAccountInfoQueryOptions(accountId, { query: cached }),
  mfa: (accountId: string) => getGetMfaQueryOptions(accountId, { query: cached }),
};

export type StartupResult = { kind: 'signedOut' } | { kind: 'ready'; session: Session };

/** App start (console-platform.md §4): authorise, then login data, flags, account info and MFA state. */
export async function loadSession(queryClient: QueryClient): Promise<StartupResult> {
  const auth = await queryClient.ensureQueryData(sessionQueries.auth());
  if (!auth.authenticated) return { kind: 'signedOut' };
  const login = await queryClient.ensureQueryData(sessionQueries.loginData());
  const accountId = chooseAccountId(login.accounts, login.current_account_id, localStore.get(PICKED_ACCOUNT_KEY));
  const [features, account, mfa] = await Promise.all([
    queryClient.ensureQueryData(sessionQueries.features(accountId)),
    queryClient.ensureQueryData(sessionQueries.account(accountId)),
    queryClient.ensureQueryData(sessionQueries.mfa(accountId)),
  ]);
  return { kind: 'ready', session: buildSession(accountId, login, features.flags, features.settings, account, mfa.mfa_active) };
}

export function buildSession(
  accountId: string,
  login: LoginData,
  flags: FeatureFlags | undefined,
  settings: FeatureSettings | undefined,
  account: Account,
  mfaActive: boolean,
): Session {
  return {
    accountId,
    user: login.user,
    accounts: login.accounts,
    account,
    flags: resolveFlags(flags),
    settings: settings ?? {},
    mfaActive,
    enforceMfa: shouldEnforceMfa(account, mfaActive),
  };
}

/** The signed-in session inside the main layout (its queries were loaded before the layout rendered). */
export function useSession(): Session {
  const login = useQuery(sessionQueries.loginData()).data;
  if (!login) throw new Error('useSession used outside the signed-in layout');
  const accountId = chooseAccountId(login.accounts, login.current_account_id, localStore.get(PICKED_ACCOUNT_KEY));
  const features = useQuery(sessionQueries.features(accountId)).data;
  const account = useQuery(sessionQueries.account(accountId)).data;
  const mfa = useQuery(sessionQueries.mfa(accountId)).data;
  if (!features || !account || !mfa) throw new Error('useSession used before start-up finished');
  return buildSession(accountId, login, features.flags, features.settings, account, mfa.mfa_active);
}
