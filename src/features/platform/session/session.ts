import type { QueryClient } from '@tanstack/react-query';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
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
  /** The login data asked for beside the session check: once, its failure the caller's (it asks again as above). */
  loginDataEarly: () => getGetLoginDataQueryOptions({ query: { ...cached, retry: false }, request: { speculative: true } }),
  features: (accountId: string) => getGetFeaturesQueryOptions(accountId, { query: cached }),
  account: (accountId: string) => getGetAccountInfoQueryOptions(accountId, { query: cached }),
  mfa: (accountId: string) => getGetMfaQueryOptions(accountId, { query: cached }),
};

export type StartupResult = { kind: 'signedOut' } | { kind: 'ready'; accountId: string; session: Promise<Session> };

/**
 * App start (console-platform.md §4): the session check and the login data side by side (the login data is asked
 * for before the check has answered, so its failure ends nothing: asked again the usual way if it is needed), the
 * account from them; then the account's flags, info and MFA state (`session`), while the caller starts the page's
 * data beside them. Nothing waits for what it does not need.
 */
export async function startSession(queryClient: QueryClient): Promise<StartupResult> {
  const early = queryClient.ensureQueryData(sessionQueries.loginDataEarly()).catch(() => null);
  const auth = await queryClient.ensureQueryData(sessionQueries.auth());
  if (!auth.authenticated) return { kind: 'signedOut' };
  const login = (await early) ?? (await queryClient.ensureQueryData(sessionQueries.loginData()));
  const accountId = chooseAccountId(login.accounts, login.current_account_id, localStore.get(PICKED_ACCOUNT_KEY));
  const session = Promise.all([
    queryClient.ensureQueryData(sessionQueries.features(accountId)),
    queryClient.ensureQueryData(sessionQueries.account(accountId)),
    queryClient.ensureQueryData(sessionQueries.mfa(accountId)),
  ]).then(([features, account, mfa]) =>
    buildSession(accountId, login, features.flags, features.settings, account, mfa.mfa_active),
  );
  return { kind: 'ready', accountId, session };
}

/**
 * The start-up reads begun before the router has mounted (src/boot.ts): the layout's `beforeLoad` runs `startSession`
 * again and joins the requests still in flight (a query asks once while it is fetching). Failures are the layout's to
 * answer, not this call's.
 */
export function prefetchSession(queryClient: QueryClient): void {
  void startSession(queryClient).then(
    (startup) => (startup.kind === 'ready' ? startup.session.catch(() => undefined) : undefined),
    () => undefined,
  );
}

/**
 * The session for a route's own use (its flag check, the data its flags decide): null when it failed or leads to the
 * MFA settings, which the signed-in layout's loader answers (its error screen, the redirect) for every route alike.
 */
export function sessionOrNull(session: Promise<Session>): Promise<Session | null> {
  return session.catch(() => null);
}

function buildSession(
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
  // One session object while its data holds: its flags are a dependency of many lists' memos, and a new object on
  // each render re-rendered every card of the integrations page when its drawer opened (issue #30).
  return useMemo(
    () => buildSession(accountId, login, features.flags, features.settings, account, mfa.mfa_active),
    [accountId, login, features, account, mfa],
  );
}
