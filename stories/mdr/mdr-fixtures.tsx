import { HttpResponse, http } from 'msw';
import { useMemo, type ReactNode } from 'react';
import type { Alert, Cases, Incident, MdrProduct } from '@generated/model';
import examples from '../../openapi/examples/cases.json';
import { Box } from '@chakra-ui/react';
import { MdrLayout } from '@/features/mdr/MdrLayout';
import { indexCases, sortMdrData } from '@/features/mdr/data/mdr-context';
import { useCasesDrawer } from '@/features/mdr/drawers/use-case-drawers';
import { mapCases, type MdrCase, type MdrData } from '@/features/mdr/model/case-model';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import { demoMode } from '@/shared/persistence/demo-mode';
import { examples as contract } from '../support/contract-examples';

/** Stories use the contract's own examples: the customer the mock server shows. */
const EXAMPLE_CASES = examples.default.value as Cases;
const DEMO_CASES = examples.demo.value as Cases;
const PRODUCTS: MdrProduct[] = [
  { id: 'crowdstrike-falcon', name: 'CrowdStrike Falcon', label: 'Falcon' },
  { id: 'microsoft-defender', name: 'Microsoft Defender for Endpoint', label: 'Defender' },
];
export const EMPTY_CASES: Cases = { data: { alerts: [], incidents: [], service_requests: [] } };
export const ACCOUNT_ID = contract.loginData.current_account_id;

/** 'Now' of the examples (their newest alert is from early this day), so charts never drift. */
export const STORY_NOW = Date.parse('2026-11-21T12:00:00Z');

export const toData = (cases: Cases = EXAMPLE_CASES): MdrData => sortMdrData(mapCases(cases.data, PRODUCTS));

/** MSW answers for the MDR calls: real cases, demo cases and products. */
export function mdrHandlers(cases: Cases = EXAMPLE_CASES, demo: Cases = DEMO_CASES) {
  return [
    http.get('*/api/accounts/:accountId/cases', () => HttpResponse.json(cases)),
    http.get('*/api/accounts/:accountId/cases/mock', () => HttpResponse.json(demo)),
    http.get('*/api/accounts/:accountId/mdr/products', () => HttpResponse.json(PRODUCTS)),
  ];
}

export const failingCasesHandlers = [
  http.get('*/api/accounts/:accountId/cases', () =>
    HttpResponse.json({ detail: 'Upstream case service unavailable' }, { status: 500 }),
  ),
  http.get('*/api/accounts/:accountId/mdr/products', () => HttpResponse.json(PRODUCTS)),
];

/** Story `beforeEach`: the per-account demo flag on or off, restored afterwards. */
export const withDemoFlag = (on: boolean) => () => {
  demoMode.clearAll();
  if (on) demoMode.turnOn(ACCOUNT_ID);
  return () => demoMode.clearAll();
};

/** An MDR page as the app shows it: title, tabs, loading and error states, and the drawer host. */
export function MdrStoryFrame({ children }: { children: ReactNode }) {
  return (
    <Box p="6">
      <MdrLayout>{children}</MdrLayout>
      <DrawerHost />
    </Box>
  );
}

interface HarnessProps {
  type: 'caseDetails' | 'serviceRequestDetails';
  title: string;
  /** The list the drawer steps through. */
  cases: readonly MdrCase[];
  data: MdrData;
}

/** A case drawer over `cases`, opened by the story's path (`/?panel=caseDetails&item=…`). */
export function CaseDrawerHarness({ type, title, cases, data }: HarnessProps) {
  const index = useMemo(() => indexCases(data), [data]);
  useCasesDrawer(type, title, cases, index);
  return <DrawerHost />;
}

const LONG_NOTE =
  'The host made repeated outbound connections to an address first seen in a phishing campaign this month. We reviewed process ' +
  'lineage, scheduled tasks and persistence keys, collected the binaries for analysis and compared them with known samples. ';

/** An incident with every field filled and long lists, and its children, for layout stress. */
export function longIncidentCases(): Cases {
  const incident: Incident = {
    ...(EXAMPLE_CASES.data.incidents[0] as Incident),
    case_number: '00099001',
    title: 'Coordinated credential theft and lateral movement across front-desk and imaging workstations after a phishing wave',
    severity: 'Critical',
    status: 'waiting',
    description: LONG_NOTE.repeat(2),
    associated_users: ['k.watanabe', 'svc-dentrix', 'reception', 'g.liu', 'd.reyes', 'm.okafor', 'xray-tech-02', 'billing-clerk'],
    remediation_action:
      'Account Locking;Network Traffic Filtering;Host Isolation;Password Reset;Executable Denylisting;Email Removal',
    investigation_notes: LONG_NOTE.repeat(4),
    remediation_notes: LONG_NOTE.repeat(2),
  };
  const severities = ['critical', 'high', 'medium', 'low', 'informational'] as const;
  const statuses = ['waiting', 'inprogress', 'closed', 'open'] as const;
  const alerts: Alert[] = Array.from({ length: 24 }, (_, i) => ({
    ...(EXAMPLE_CASES.data.alerts[0] as Alert),
    case_number: `0009910${String(i).padStart(2, '0')}`,
    incident_id: incident.case_number,
    title: `${['Suspicious PowerShell execution', 'Credential dumping attempt', 'PsExec lateral movement', 'Outbound beacon'][i % 4]} on WS-${String(i + 1).padStart(2, '0')}`,
    severity: severities[i % severities.length] as Alert['severity'],
    status: statuses[i % statuses.length] as Alert['status'],
    last_modified_at: new Date(Date.parse('2026-11-20T10:00:00Z') - i * 3_600_000).toISOString(),
    detection_source_product: 'Falcon Insight XDR',
    remediation_action: 'Host Isolation;Process Termination;Account Locking',
    investigation_notes: LONG_NOTE,
  }));
  return { data: { incidents: [incident], alerts, service_requests: [] } };
}
