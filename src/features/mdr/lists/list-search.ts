import { z } from 'zod/mini';
import type { ListViewSpec } from '@/shared/saved-views/view-state';
import { absentParam, choiceParam, listParam, textParam } from '@/shared/url/search-params';
import { SEVERITIES, type CaseStatus } from '../model/case-model';
import { TIME_RANGE_IDS } from '../model/time-range';

export type CaseListKind = 'incidents' | 'alerts' | 'serviceRequests';

/** Statuses each list shows and filters by (§2.6); alerts also arrive 'open' from the server, so they can be filtered too. */
export const LIST_STATUSES = {
  incidents: ['inprogress', 'waiting', 'closed'],
  alerts: ['inprogress', 'waiting', 'closed', 'open'],
  serviceRequests: ['open', 'inprogress', 'waiting', 'closed'],
} as const satisfies Record<CaseListKind, readonly CaseStatus[]>;

const listSearch = (kind: CaseListKind) => ({
  q: textParam(),
  status: listParam<CaseStatus>(LIST_STATUSES[kind]),
  range: choiceParam(TIME_RANGE_IDS),
});

/**
 * Search params of the incidents, alerts and service requests pages: search text and filters live in the URL, so the
 * overview's clicks arrive as filters and a reload keeps them. Each list accepts only the values its own filter popup
 * offers (`?status=open` means nothing on incidents; service requests have no severity), so a URL never narrows a list
 * by something the page cannot show; the rest is dropped.
 */
export const caseListSearch = {
  incidents: z.object({ ...listSearch('incidents'), severity: listParam(SEVERITIES) }),
  alerts: z.object({ ...listSearch('alerts'), severity: listParam(SEVERITIES) }),
  serviceRequests: z.object({ ...listSearch('serviceRequests'), severity: absentParam() }),
} as const;

/** Each list's params a saved view holds (issue #27). */
export const CASE_LIST_VIEWS = {
  incidents: { list: 'mdr_incidents', filters: { status: 'list', severity: 'list', range: 'one' } },
  alerts: { list: 'mdr_alerts', filters: { status: 'list', severity: 'list', range: 'one' } },
  serviceRequests: { list: 'mdr_service_requests', filters: { status: 'list', range: 'one' } },
} as const satisfies Record<CaseListKind, ListViewSpec>;

/** What the list pages read (a service request's search never has a severity). */
export type CaseListSearch = z.infer<(typeof caseListSearch)['incidents']>;

export const overviewSearch = z.object({
  range: choiceParam(TIME_RANGE_IDS),
});
