import account from '../../openapi/examples/account.json';
import session from '../../openapi/examples/session.json';

/** The contract's own examples, so stories show the same customer as the mock server. */
export const examples = {
  loginData: session.loginDataDefault.value,
  account: account.default.value,
  features: account.featuresDefault.value,
};
