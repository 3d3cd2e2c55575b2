import { z } from 'zod/mini';
import { choiceParam, listParam, textParam } from '@/shared/url/search-params';
import { CASE_STATUSES, SEVERITIES } from '../model/case-model';
import { TIME_RANGE_IDS } from '../model/time-range';

/**
 * Search params of the incidents, alerts and service requests pages: search text and filters live in the
 * URL, so the overview's clicks arrive as filters and a reload keeps them. Bad values are dropped.
 */
export const caseListSearch = z.object({
  q: textParam(),
  status: listParam(CASE_STATUSES),
  severity: listParam(SEVERITIES),
  range: choiceParam(TIME_RANGE_IDS),
});

export type CaseListSearch = z.infer<typeof caseListSearch>;

export const overviewSearch = z.object({
  range: choiceParam(TIME_RANGE_IDS),
});
