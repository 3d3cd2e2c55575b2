import { HttpResponse, delay, http } from 'msw';
import type { Asset, Integration, Issue } from '@generated/model';
import assetsExamples from '../../openapi/examples/assets.json';
import integrationsExamples from '../../openapi/examples/integrations.json';
import issuesExamples from '../../openapi/examples/issues.json';
import { buildFraudDefenseIssues, mergeSummaryIssues } from '@/features/issues/model/fraud-findings';
import { sortIssues, type FraudDefenseIssue, type SummaryIssue } from '@/features/issues/model/issue-model';
import { securityStatus, type SecurityStatus } from '@/features/summary/model/security-status';

/** The contract's own examples (Bright Smile Dental Group), as the mock server shows them. */
export const EXAMPLE_ISSUES = issuesExamples.default.value as Issue[];
const EXAMPLE_USERS = assetsExamples.users.value as Asset[];
export const EXAMPLE_INTEGRATIONS = integrationsExamples.default.value as Integration[];
export const NEW_CUSTOMER_INTEGRATIONS = integrationsExamples.newCustomer.value as Integration[];
export const RESOLUTION_FORM = issuesExamples.resolutionForm.value;

const FRAUD_DEFENSE: FraudDefenseIssue[] = buildFraudDefenseIssues(EXAMPLE_USERS, EXAMPLE_ISSUES);
/** The summary table's rows, in table order. */
export const SUMMARY_ISSUES: SummaryIssue[] = sortIssues(mergeSummaryIssues(EXAMPLE_ISSUES, FRAUD_DEFENSE));

export const issueById = (id: string) => {
  const found = SUMMARY_ISSUES.find((issue) => issue.id === id);
  if (!found) throw new Error(`No example issue ${id}`);
  return found;
};

/** An issue with long lists in every tab: 24 assets, 6 technologies, 9 e-mails, 14 hosts, 5 ports. */
export const LONG_ISSUE: Issue = {
  ...(EXAMPLE_ISSUES.find((issue) => issue.id === 'iss-015') as Issue),
  id: 'iss-long',
  name: 'HTTP Strict Transport Security header missing on 24 websites of the group, including the patient portal and online booking',
  assets: Array.from({ length: 24 }, (_, i) => ({
    id: `ast-long-${i}`,
    asset_type: i % 5 === 0 ? 'host' : 'subdomain',
    hostname: `site-${i + 1}.brightsmiledental.com`,
  })),
  technologies: ['nginx 1.18', 'IIS 10', 'WordPress 6.2', 'jQuery 1.12.4', 'OpenSSL 1.1.1', 'Apache 2.4'].map((name, i) => ({
    id: `tech-long-${i}`,
    name,
  })),
  email_addresses: Array.from({ length: 9 }, (_, i) => `staff${i + 1}@brightsmiledental.com`),
  hosts: Array.from({ length: 14 }, (_, i) => `198.51.100.${10 + i}`),
  ports: [80, 443, 8080, 8443, 10443],
};

/** A fraud-defense e-mail sent to 23 people. */
export const LONG_THREAT: FraudDefenseIssue = (() => {
  const base = FRAUD_DEFENSE[0] as FraudDefenseIssue;
  const recipients = Array.from({ length: 23 }, (_, i) => ({
    emailAddress: `team${i + 1}@brightsmiledental.com`,
    name: `Team member ${i + 1}`,
  }));
  return { ...base, id: 'iss-fd-long', severity: 'critical', recipients, email_addresses: recipients.map((r) => r.emailAddress) };
})();

export const statusOf = (integrations: Integration[] | undefined, isMdr: boolean, loading = false): SecurityStatus =>
  securityStatus({ integrations, integrationsLoading: loading, pendingRequests: [], isMdr });

export const withStatus = (integrations: Integration[], changes: Partial<Record<Integration['type'], Integration['status']>>) =>
  integrations.map((integration) => ({ ...integration, status: changes[integration.type] ?? integration.status }));

interface SummaryHandlerOptions {
  issues?: Issue[];
  users?: Asset[];
  score?: number | null;
  integrations?: Integration[];
  domains?: unknown[];
  issuesStatus?: number;
  slowIssues?: boolean;
}

/** MSW answers for every call of the summary page, from the contract's examples unless told otherwise. */
export function summaryHandlers(options: SummaryHandlerOptions = {}) {
  return [
    http.get('*/api/accounts/:accountId/issues', async () => {
      if (options.slowIssues) await delay('infinite');
      if (options.issuesStatus)
        return HttpResponse.json({ detail: 'Issue service unavailable' }, { status: options.issuesStatus });
      return HttpResponse.json(options.issues ?? EXAMPLE_ISSUES);
    }),
    http.get('*/api/accounts/:accountId/users', () => HttpResponse.json(options.users ?? EXAMPLE_USERS)),
    http.get('*/api/accounts/:accountId/security-assessment', () =>
      HttpResponse.json({
        security_score: options.score === undefined ? 452 : options.score,
        industry_score: 471,
        updated_at: '2026-11-20T06:10:00Z',
      }),
    ),
    http.get('*/api/accounts/:accountId/integrations', () => HttpResponse.json(options.integrations ?? EXAMPLE_INTEGRATIONS)),
    http.get('*/api/accounts/:accountId/integration-requests', () => HttpResponse.json([])),
    http.get('*/api/accounts/:accountId/domains', () => HttpResponse.json(options.domains ?? [])),
    http.get('*/api/accounts/:accountId/issues/resolution-form', () => HttpResponse.json(RESOLUTION_FORM)),
    // A backend one release behind: the page's stories show the summary without the score history, whose days depend
    // on today (its card has its own stories, ScoreHistory.stories.tsx).
    http.get('*/api/accounts/:accountId/score-history', () =>
      HttpResponse.json({ title: 'Not Found', status: 404 }, { status: 404 }),
    ),
  ];
}
