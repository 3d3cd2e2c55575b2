import { CaseListPage } from './lists/CaseListPage';

export function MdrServiceRequestsPage() {
  return <CaseListPage kind="serviceRequests" />;
}
