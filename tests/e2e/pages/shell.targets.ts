import type { Target } from './targets';

/** The console's frame around every page (navigation, header, notices) and its sign-in pages. */
export const shellTargets = {
  mainNav: { role: 'navigation', name: 'Main' },
  openNavMenu: { role: 'button', name: 'Open navigation menu' },
  mobileNav: { testId: 'mobile-nav' },
  darkModeSwitch: { role: 'button', name: 'Switch to dark mode' },
  lightModeSwitch: { role: 'button', name: 'Switch to light mode' },
  accountPicker: { role: 'combobox', name: 'Account' },
  securityTraining: { role: 'button', name: 'Security Training' },
  trainingTransitionDialog: { testId: 'training-transition-dialog' },
  policyNotice: { testId: 'policy-notice' },
  notFound: { role: 'heading', name: '404 | Not found' },
  maintenance: { role: 'heading', name: /offline for maintenance/ },
  closeDialog: { role: 'button', name: 'Close dialog' },
  /** The mock identity provider's page (openapi/tools/mock-api-proxy.ts), standing in for the real sign-in. */
  mockSignIn: { role: 'link', name: 'Continue as the mock user' },
} satisfies Record<string, Target>;

/** The public invitation page (/new-invitation). */
export const invitationTargets = {
  email: { label: /^Work e-mail/ },
  getStarted: { role: 'button', name: 'Get started' },
  thanks: { role: 'heading', name: 'Thank You for Signing Up!' },
  signIn: { role: 'link', name: 'Sign in here' },
} satisfies Record<string, Target>;
