import { z } from 'zod/mini';
import { CASE_STATUSES, SEVERITIES } from '../model/case-model';
import { TIME_RANGE_IDS } from '../model/time-range';

/** A list filter: one value or an array in the URL; unknown values and repeats are dropped. */
const list = <T extends string>(values: readonly T[]) => {
  const allowed = new Set<string>(values);
  const cleaned = z.pipe(
    z.union([z.string(), z.array(z.string())]),
    z.transform((value) =>
      [...new Set(typeof value === 'string' ? [value] : value)].filter((item): item is T => allowed.has(item)),
    ),
  );
  return z.catch(z.optional(cleaned), undefined);
};

/**
 * Search params of the incidents, alerts and service requests pages: search text and filters live in the
 * URL, so the overview's clicks arrive as filters and a reload keeps them. Bad values are dropped.
 */
export const caseListSearch = z.object({
  q: z.catch(z.optional(z.string().check(z.maxLength(200))), undefined),
  status: list(CASE_STATUSES),
  severity: list(SEVERITIES),
  range: z.catch(z.optional(z.enum(TIME_RANGE_IDS)), undefined),
});

export type CaseListSearch = z.infer<typeof caseListSearch>;

export const overviewSearch = z.object({
  range: z.catch(z.optional(z.enum(TIME_RANGE_IDS)), undefined),
});
