import { CaseListPage } from './lists/CaseListPage';

export function MdrAlertsPage() {
  return <CaseListPage kind="alerts" />;
}
