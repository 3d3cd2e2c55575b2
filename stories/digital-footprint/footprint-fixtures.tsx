import { Box } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import { AssetsPage } from '@/features/digital-footprint/AssetsPage';
import { DigitalFootprintLayout } from '@/features/digital-footprint/DigitalFootprintLayout';
import { DrawerHost } from '@/shared/drawer/DrawerHost';
import type { Asset, AssetHistoryEvent, Domain, Issue, Job, JobTracking, Technology } from '@generated/model';
import assetsExamples from '../../openapi/examples/assets.json';
import domainsExamples from '../../openapi/examples/domains.json';
import historyExamples from '../../openapi/examples/history.json';
import issuesExamples from '../../openapi/examples/issues.json';
import technologiesExamples from '../../openapi/examples/technologies.json';
import { ADMIN_REQUIRED_PROBLEM } from '../support/contract-examples';

/** The contract's own examples (Bright Smile Dental Group), as the mock server shows them. */
export const EXAMPLE_ASSETS = assetsExamples.default.value as Asset[];
export const EXAMPLE_DEVICES = assetsExamples.devices.value as Asset[];
export const EXAMPLE_USERS = assetsExamples.users.value as Asset[];
const EXAMPLE_ISSUES = issuesExamples.default.value as Issue[];
export const EXAMPLE_TECHNOLOGIES = technologiesExamples.default.value as Technology[];
const EXAMPLE_CATALOGUE = technologiesExamples.catalogue.value;
const EXAMPLE_DOMAINS = domainsExamples.default.value as Domain[];

const assetById = (id: string, list: readonly Asset[] = [...EXAMPLE_ASSETS, ...EXAMPLE_DEVICES, ...EXAMPLE_USERS]) => {
  const found = list.find((asset) => asset.id === id);
  if (!found) throw new Error(`No example asset ${id}`);
  return found;
};

/** A host with long lists: 7 IPs, 12 open ports, 8 technologies and a certificate. */
export const LONG_HOST: Asset = {
  ...assetById('ast-ip-203-0-113-10'),
  id: 'ast-long-host',
  hostname: '203.0.113.200',
  ip: Array.from({ length: 7 }, (_, i) => `203.0.113.${200 + i}`),
  open_ports: [443, 22, 80, 8443, 3389, 21, 25, 110, 143, 993, 995, 8080].map((port_number) => ({
    port_number,
    transport_protocol: 'tcp' as const,
  })),
  technologies: ['nginx', 'OpenSSH', 'OpenSSL', 'PHP', 'WordPress', 'jQuery', 'Bootstrap', 'MySQL'].map((name, i) => ({
    id: `tech-long-${i}`,
    name,
  })),
  certificates: [{ issuer: "Let's Encrypt R3", subject: 'CN=203.0.113.200', valid_to: '2027-01-14' }],
};

/** 45 technologies, so the list has a second and third window of 30. */
export const MANY_TECHNOLOGIES: Technology[] = Array.from({ length: 45 }, (_, i) => ({
  ...(EXAMPLE_TECHNOLOGIES[i % EXAMPLE_TECHNOLOGIES.length] as Technology),
  id: `tech-many-${i}`,
  name: `Technology ${String(i + 1).padStart(2, '0')}`,
}));

export interface FootprintHandlerOptions {
  assets?: Asset[];
  devices?: Asset[];
  users?: Asset[];
  technologies?: Technology[];
  domains?: Domain[];
  /** Domains the validate endpoint calls invalid, with the message. */
  invalidDomains?: Record<string, string>;
  /** Status the domain operation answers with (202 by default); 'roleRequired': the contract's 403 ROLE_REQUIRED. */
  addDomainsStatus?: number | 'roleRequired';
  addTechnologiesStatus?: number | 'roleRequired';
  /** Job states per poll; the last one repeats. */
  jobTracking?: JobTracking['run_state'][];
  /** The jobs of the last 7 days (none by default); their tracking answers with `jobTracking` as well. */
  jobs?: Job[];
  slowAssets?: boolean;
  /** Status the assets call fails with. */
  assetsStatus?: number;
  /** Collects the bodies of the writes the stories count (one click, one request). */
  sent?: { operations: unknown[]; created: unknown[]; disputes?: unknown[] };
  /** The asset history's answer: events, a status it fails with, or 'slow' (never answers). */
  history?: AssetHistoryEvent[] | number | 'slow';
  /** Status the dispute write fails with (409 answers the contract's ALREADY_DISPUTED problem); 'slow' never answers. */
  disputeStatus?: number | 'slow';
}

/** The contract's history examples, by the asset they tell of. */
const HISTORY_BY_ASSET: Record<string, AssetHistoryEvent[]> = {
  'ast-ip-198-51-100-88': historyExamples.assetHistoryDisputed.value as AssetHistoryEvent[],
  'ast-portal-smilecare-portal-net': historyExamples.assetHistoryCertificateExpiring.value as AssetHistoryEvent[],
};
const DEFAULT_HISTORY = historyExamples.assetHistoryDefault.value as AssetHistoryEvent[];

const problem = (status: number, detail: string) =>
  HttpResponse.json(
    { type: 'about:blank', title: 'Error', status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );

const roleRequired = () =>
  HttpResponse.json(ADMIN_REQUIRED_PROBLEM, { status: 403, headers: { 'Content-Type': 'application/problem+json' } });

/** MSW answers for every call of the digital footprint, from the contract's examples unless told otherwise. */
export function footprintHandlers(options: FootprintHandlerOptions = {}) {
  let polls = 0;
  return [
    http.get('*/api/accounts/:accountId/assets', async () => {
      if (options.slowAssets) await delay('infinite');
      if (options.assetsStatus) {
        return HttpResponse.json(
          { title: 'Internal Server Error', status: options.assetsStatus },
          { status: options.assetsStatus },
        );
      }
      return HttpResponse.json(options.assets ?? EXAMPLE_ASSETS);
    }),
    http.get('*/api/accounts/:accountId/assets/:assetId/history', async ({ params }) => {
      if (options.history === 'slow') await delay('infinite');
      if (typeof options.history === 'number') return problem(options.history, 'History unavailable');
      return HttpResponse.json(options.history ?? HISTORY_BY_ASSET[String(params.assetId)] ?? DEFAULT_HISTORY);
    }),
    http.post('*/api/accounts/:accountId/assets/:assetId/dispute', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      options.sent?.disputes?.push(body);
      // A moment on the wire: a second click comes while the first is in flight.
      await delay(options.disputeStatus === 'slow' ? 'infinite' : 300);
      if (options.disputeStatus === 409) {
        return HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            code: 'ALREADY_DISPUTED',
            detail: 'remote.brightsmiledental.com is already disputed.',
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        );
      }
      if (typeof options.disputeStatus === 'number') return problem(options.disputeStatus, 'Dispute service unavailable');
      return HttpResponse.json(
        {
          reason: body.reason,
          created_at: '2026-11-23T09:00:00Z',
          created_by: { type: 'user', user_id: 'usr-maya', name: 'Maya Okafor', email: 'maya.okafor@brightsmiledental.com' },
        },
        { status: 201 },
      );
    }),
    http.delete('*/api/accounts/:accountId/assets/:assetId/dispute', () => new HttpResponse(null, { status: 204 })),
    http.get('*/api/accounts/:accountId/devices', () => HttpResponse.json(options.devices ?? EXAMPLE_DEVICES)),
    http.get('*/api/accounts/:accountId/users', () => HttpResponse.json(options.users ?? EXAMPLE_USERS)),
    http.get('*/api/accounts/:accountId/issues', () => HttpResponse.json(EXAMPLE_ISSUES)),
    http.get('*/api/accounts/:accountId/technologies/catalogue', () => HttpResponse.json(EXAMPLE_CATALOGUE)),
    http.get('*/api/accounts/:accountId/technologies', () => HttpResponse.json(options.technologies ?? EXAMPLE_TECHNOLOGIES)),
    http.post('*/api/accounts/:accountId/technologies', async ({ request }) => {
      options.sent?.created.push(await request.json());
      if (options.addTechnologiesStatus === 'roleRequired') return roleRequired();
      return options.addTechnologiesStatus
        ? HttpResponse.json({ detail: 'Technology service unavailable' }, { status: options.addTechnologiesStatus })
        : HttpResponse.json({ job_tracking_ids: ['jt-story'] }, { status: 202 });
    }),
    http.get('*/api/accounts/:accountId/jobs/tracking', ({ request }) => {
      const states = options.jobTracking ?? ['ended'];
      const run_state = states[Math.min(polls++, states.length - 1)] ?? 'ended';
      const ids = new URL(request.url).searchParams.get('ids')?.split(',') ?? [];
      return HttpResponse.json(
        ids.map((job_tracking_id) => ({
          job_tracking_id,
          run_state,
          end_state: run_state === 'ended' ? 'success' : null,
          updated_at: '2026-11-23T10:00:00Z',
        })),
      );
    }),
    http.get('*/api/accounts/:accountId/jobs', () => HttpResponse.json(options.jobs ?? [])),
    http.get('*/api/accounts/:accountId/domains', () => HttpResponse.json(options.domains ?? EXAMPLE_DOMAINS)),
    http.post('*/api/accounts/:accountId/domains/validate', async ({ request }) => {
      const { domain_url } = (await request.json()) as { domain_url: string };
      const message = options.invalidDomains?.[domain_url];
      return HttpResponse.json(message ? { message, is_valid: false } : { message: 'Domain is valid', is_valid: true });
    }),
    http.post('*/api/accounts/:accountId/domains', async ({ request }) => {
      options.sent?.operations.push(await request.json());
      // A moment on the wire, as a server takes: a second click comes while the first add is in flight.
      await delay(300);
      if (options.addDomainsStatus === 'roleRequired') return roleRequired();
      return options.addDomainsStatus
        ? HttpResponse.json({ detail: 'Domain service unavailable' }, { status: options.addDomainsStatus })
        : new HttpResponse(null, { status: 202 });
    }),
  ];
}

/** The assets page as its route shows it, with the drawers it opens. */
export function AssetsPageWithDrawers() {
  return (
    <Box p="6">
      <DigitalFootprintLayout>
        <AssetsPage />
      </DigitalFootprintLayout>
      <DrawerHost />
    </Box>
  );
}
