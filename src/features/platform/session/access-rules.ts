export const MFA_SETTINGS_PATH = '/settings/account';

/** console-platform.md §2.1: the account enforces MFA and the user has none active. */
export function shouldEnforceMfa(account: { enforce_mfa: boolean } | undefined, mfaActive: boolean | undefined): boolean {
  return account?.enforce_mfa === true && mfaActive !== true;
}

/** Where a path must go under MFA enforcement: nowhere (null) for the account settings page, that page otherwise. */
export function mfaRedirectTarget(pathname: string, enforce: boolean): string | null {
  if (!enforce) return null;
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return normalised === MFA_SETTINGS_PATH ? null : MFA_SETTINGS_PATH;
}

/** The account to work in: the one the user picked, if they still belong to it, else the server's current one. */
export function chooseAccountId(accounts: Record<string, unknown>, serverCurrent: string, picked: string | null): string {
  return picked && Object.hasOwn(accounts, picked) ? picked : serverCurrent;
}
