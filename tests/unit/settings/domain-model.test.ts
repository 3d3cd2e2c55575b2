import { describe, expect, it } from 'vitest';
import type { Domain } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import { acceptedDomains, domainRowState, removalFailure } from '@/features/settings/model/domain-model';
import domains from '../../../openapi/examples/domains.json';
import { RemovalProgressError } from '@/shared/queries/domain-writes';
import { FollowedQueryError } from '@/shared/polling/wait-for-query';

const all = domains.default.value as Domain[];
const byId = (id: string) => all.find((d) => d.id === id) as Domain;

describe('accepted domains (console-platform.md §3)', () => {
  it('drops discovered proposals and sorts by status, then name', () => {
    expect(acceptedDomains(all).map((d) => d.domain_url)).toEqual([
      'brightsmiledental.com',
      'brightsmile-kids.com',
      'smilecare-portal.net',
    ]);
    const mixed = [byId('dom-smilecare-portal-net'), byId('dom-brightsmiledental-com'), byId('dom-brightsmile-kids-com')];
    expect(acceptedDomains(mixed).map((d) => d.status)).toEqual(['SystemApproved', 'UserApproved', 'UserApproved']);
  });
});

describe('which domains can be removed (§2.6)', () => {
  const context = { deleteEnabled: true, scanInProgress: false, inProcess: new Set<string>() };
  const user = byId('dom-brightsmile-kids-com');
  it('UserApproved, flag on, no scan: deletable', () => expect(domainRowState(user, context)).toBe('deletable'));
  it('SystemApproved never', () => expect(domainRowState(byId('dom-brightsmiledental-com'), context)).toBe('locked'));
  it('not with delete_domain_enabled off', () =>
    expect(domainRowState(user, { ...context, deleteEnabled: false })).toBe('locked'));
  it('not while a scan runs', () => expect(domainRowState(user, { ...context, scanInProgress: true })).toBe('locked'));
  it('in process while its deletion runs', () =>
    expect(domainRowState(user, { ...context, inProcess: new Set([user.id]) })).toBe('inProcess'));
});

describe('what a failed removal says (§4, §8)', () => {
  it('a failed delete: the general error', () =>
    expect(removalFailure(new Error('500'))).toBe('An error was occurred, please try again later'));
  it('a failed progress read of its own: the service is not available', () =>
    expect(removalFailure(new RemovalProgressError(new Error('500')))).toBe('Service is not available, please try again later'));
  it("a failed read of the monitor's query: the monitor said it, nothing more", () =>
    expect(removalFailure(new FollowedQueryError(new Error('500')))).toBeNull());
  it('the reads used up: a timeout, not a failure', () =>
    expect(removalFailure(new PollingTimeoutError())).toBe('Async call timeout limit reached'));
});
