/**
 * The integrations area's public entry. Other features (fraud defense) open the integration drawer for a type
 * and follow an integration's status through these, never through the files behind them.
 */
export { INTEGRATION_DRAWER_TITLE, useIntegrationDrawer, type IntegrationDrawerOptions } from './use-integration-drawer';
export { useIntegrations, type IntegrationView } from './use-integrations';
export { useDisconnectIntegration } from './use-integration-flows';
export { LOADING_TEXT } from './model/integration-view';
export { CALLBACK_PATH } from './signin/handoff';
