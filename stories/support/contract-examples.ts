import account from '../../openapi/examples/account.json';
import session from '../../openapi/examples/session.json';

/** The contract's own examples, so stories show the same customer as the mock server. */
export const examples = {
  loginData: session.loginDataDefault.value,
  account: account.default.value,
  features: account.featuresDefault.value,
};

/** The contract's 403 roleRequired example (ForbiddenOrAdminRequired): a write refused for the role, not a sign-out. */
export const ADMIN_REQUIRED_PROBLEM = {
  type: 'about:blank',
  title: 'Role required',
  status: 403,
  code: 'ROLE_REQUIRED',
  detail: 'This needs the Admin role. Ask an admin of your account to do it or to change your role.',
  required_access_level: 'admin',
};
