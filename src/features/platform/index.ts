/** The platform's public entry: what other features use of the shell, the session and the theme. */
export { useSession, type Session } from './session/session';
export { ProductMark } from './layout/SideNav';
export { useColorMode } from './theme/use-color-mode';
export { sessionQueries } from './session/session';
export { SecurityTrainingLink } from './training/SecurityTrainingLink';
export { usePermission, useRole } from './session/use-permission';
export { RequireRole } from './screens/NoAccessPage';
