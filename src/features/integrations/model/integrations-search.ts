import { z } from 'zod/mini';

/**
 * The integrations page's URL state (issue #29): `attention=true` shows only the integrations that need attention
 * (the header's filter). Apart from the health model: the route tree, which every first load carries, reads it.
 * decision: a filter that matches nothing (every problem fixed, or the flag off) shows every integration.
 */
export const integrationsSearchSchema = z.object({
  attention: z.catch(z.optional(z.literal('true')), undefined),
});
