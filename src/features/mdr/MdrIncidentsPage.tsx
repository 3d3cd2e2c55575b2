import { CaseListPage } from './lists/CaseListPage';

export function MdrIncidentsPage() {
  return <CaseListPage kind="incidents" />;
}
