import { describe, expect, it } from 'vitest';
import type { Domain } from '@generated/model';
import {
  DOMAIN_MESSAGES,
  acceptedDomains,
  domainRowState,
  runDomainDeletion,
  type DomainDeletionSteps,
} from '@/features/settings/model/domain-model';
import domains from '../../../openapi/examples/domains.json';
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

function steps(overrides: Partial<DomainDeletionSteps> = {}) {
  const log: string[] = [];
  const all: DomainDeletionSteps = {
    markInProcess: (value) => log.push(`inProcess:${value}`),
    submit: async () => void log.push('delete'),
    onAccepted: () => log.push('accepted'),
    waitForProcess: async () => void log.push('poll'),
    refreshData: () => void log.push('refresh'),
    notify: { success: (m) => log.push(`success:${m}`), error: (m) => log.push(`error:${m}`) },
    ...overrides,
  };
  return { all, log };
}

describe('the domain deletion flow (§4)', () => {
  it('marks in process, deletes, follows the processes, refreshes, then tells the user', async () => {
    const { all, log } = steps();
    await expect(runDomainDeletion(all)).resolves.toBe('deleted');
    expect(log).toEqual([
      'inProcess:true',
      'delete',
      'accepted',
      'poll',
      'refresh',
      'success:Domains were successfully deleted',
      'inProcess:false',
    ]);
  });

  it('a failed delete removes the mark and shows the error, without polling', async () => {
    const { all, log } = steps({ submit: () => Promise.reject(new Error('500')) });
    await expect(runDomainDeletion(all)).resolves.toBe('failed');
    expect(log).toEqual(['inProcess:true', 'inProcess:false', 'error:An error was occurred, please try again later']);
  });

  it('failed polling removes the mark and says the service is not available', async () => {
    const { all, log } = steps({ waitForProcess: () => Promise.reject(new Error('timeout')) });
    await expect(runDomainDeletion(all)).resolves.toBe('pollingFailed');
    expect(log).toEqual(['inProcess:true', 'delete', 'accepted', 'inProcess:false', `error:${DOMAIN_MESSAGES.pollingFailed}`]);
    expect(DOMAIN_MESSAGES.pollingFailed).toBe('Service is not available, please try again later');
  });

  it('a failed read of the processes followed from the monitor: the monitor reports it, the flow only unmarks', async () => {
    const { all, log } = steps({ waitForProcess: () => Promise.reject(new FollowedQueryError(new Error('500'))) });
    await expect(runDomainDeletion(all)).resolves.toBe('pollingFailed');
    expect(log).toEqual(['inProcess:true', 'delete', 'accepted', 'inProcess:false']);
  });

  it('a failed refresh still reports the deletion', async () => {
    const { all, log } = steps({ refreshData: () => Promise.reject(new Error('500')) });
    await expect(runDomainDeletion(all)).resolves.toBe('deleted');
    expect(log.at(-2)).toBe('success:Domains were successfully deleted');
  });
});
