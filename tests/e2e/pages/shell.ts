/** The console's frame (navigation, header menu, account picker, notices, error screens), settings and sign-up. */
import type { Page } from 'playwright-core';
import { until } from '../support/expectations';
import { settingsTargets } from './settings.targets';
import { invitationTargets, shellTargets as t } from './shell.targets';
import { locate } from './targets';

export function shellPage(page: Page) {
  const mainNav = locate(page, t.mainNav);
  return {
    mainNav,
    navLink: (name: string) => mainNav.getByRole('link', { name }),
    mobileNav: locate(page, t.mobileNav),
    openNavMenu: () => locate(page, t.openNavMenu).click(),
    /** The header's settings menu, titled with the user's e-mail. */
    openUserMenu: (email: RegExp) => page.getByRole('button', { name: email }).click(),
    menuItem: (name: string) => page.getByRole('menuitem', { name }),
    switchToDarkMode: () => locate(page, t.darkModeSwitch).click(),
    switchToLightMode: () => locate(page, t.lightModeSwitch).click(),
    /** The mode the header's theme button shows now (it offers the other one). */
    headerMode: async (): Promise<'light' | 'dark' | 'none'> =>
      (await locate(page, t.lightModeSwitch).count()) > 0
        ? 'dark'
        : (await locate(page, t.darkModeSwitch).count()) > 0
          ? 'light'
          : 'none',
    accountPicker: locate(page, t.accountPicker),
    securityTraining: locate(mainNav, t.securityTraining),
    openSecurityTraining: () => locate(mainNav, t.securityTraining).click(),
    trainingTransitionDialog: locate(page, t.trainingTransitionDialog),
    policyNotice: locate(page, t.policyNotice),
    notFound: locate(page, t.notFound),
    maintenance: locate(page, t.maintenance),
    closeDialogButton: locate(page, t.closeDialog),
    /** On the identity provider's sign-in page: signs in again and waits for the console to be back. */
    async signInAgain() {
      await until(() => new URL(page.url()).pathname).toBe('/auth/login');
      await Promise.all([
        page.waitForURL((url) => url.pathname !== '/auth/login', { waitUntil: 'networkidle' }),
        locate(page, t.mockSignIn).click(),
      ]);
    },
    /** The enable-MFA dialog as 'state animations' ('open 0': open, nothing animating), or 'gone'. */
    mfaDialogState: () =>
      page.evaluate(() => {
        const dialog = document.querySelector('[data-testid="enable-mfa-dialog"]');
        return dialog ? `${dialog.getAttribute('data-state')} ${dialog.getAnimations().length}` : 'gone';
      }),
  };
}

export function settingsPage(page: Page) {
  return {
    userDetails: locate(page, settingsTargets.userDetails),
    unreadableData: locate(page, settingsTargets.unreadableData),
    tab: (name: string) => page.getByRole('link', { name, exact: true }),
  };
}

export function invitationPage(page: Page) {
  return {
    email: locate(page, invitationTargets.email),
    getStarted: locate(page, invitationTargets.getStarted),
    thanks: locate(page, invitationTargets.thanks),
    signIn: locate(page, invitationTargets.signIn),
  };
}
