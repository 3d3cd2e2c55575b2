import { defineConfig, type InputTransformerFn } from 'orval';

/**
 * A polled GET answers 202 or 204 while its result is not ready; the HTTP layer turns those into a
 * NotReadyError that the polling policy retries, so they are never data. Dropping them here keeps the
 * generated hooks typed by the 200 body. The contract itself keeps them.
 */
const withoutNotReadyAnswers: InputTransformerFn = (spec) => {
  for (const item of Object.values(spec.paths ?? {})) {
    const responses = (item as { get?: { responses?: Record<string, unknown> } } | undefined)?.get?.responses;
    if (responses?.['200']) {
      delete responses['202'];
      delete responses['204'];
    }
  }
  return spec;
};

const input = {
  target: './openapi/openapi.yaml',
  parserOptions: {
    externalRefs: {
      allow: [
        './schemas.yaml',
        ...[
          'session',
          'account',
          'team',
          'issues',
          'assets',
          'technologies',
          'domains',
          'integrations',
          'cases',
          'history',
          'saved-views',
          'audit',
          'fraud',
        ].map((f) => `./examples/${f}.json`),
      ],
    },
  },
  override: { transformer: withoutNotReadyAnswers },
};

export default defineConfig({
  console: {
    input,
    output: {
      mode: 'tags-split',
      target: './generated/api',
      schemas: './generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      indexFiles: true,
      mock: {
        generators: [{ type: 'msw' }, { type: 'faker' }],
        indexMockFiles: true,
      },
      override: {
        mutator: { path: './src/api/http-client.ts', name: 'httpClient' },
        query: { version: 5, signal: true },
      },
    },
  },
  consoleZod: {
    input,
    output: {
      mode: 'single',
      target: './generated/zod/contract.zod.ts',
      client: 'zod',
      clean: true,
      override: {
        zod: {
          version: 4,
          variant: 'mini',
          dateTimeOptions: { offset: true },
          generate: { param: true, query: true, header: false, body: true, response: true },
        },
      },
    },
  },
  /**
   * Zod for the schemas the forms check (src/shared/validation/form-rules.ts): the request bodies they send, and the
   * CrowdStrike fields (encrypted before sending). Apart from contract.zod, whose response schemas load with the first
   * answer on every page: the forms' rules load with the forms (budget.json). No operations: the tag filter matches none.
   */
  consoleFormSchemas: {
    input: {
      ...input,
      filters: {
        mode: 'include',
        tags: ['x-none'],
        schemas: [
          'CreateAssetDisputeRequest',
          'CrowdStrikeClientData',
          'DomainOperationRequest',
          'EditTeamMemberRequest',
          'EditUserRequest',
          'CreateInvitationsRequest',
          'InvitationRequest',
          'InvitationRow',
          'InvitePayload',
          'SavedView',
          'ValidateDomainRequest',
        ],
      },
    },
    output: {
      mode: 'single',
      target: './generated/zod/form-schemas/index.zod.ts',
      schemas: { path: './generated/zod/form-schemas', type: 'zod' },
      client: 'zod',
      clean: true,
      override: { zod: { version: 4, variant: 'mini' } },
    },
  },
});
