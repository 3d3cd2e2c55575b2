import { describe, expect, it } from 'vitest';
import type { Domain, PendingProcesses } from '@generated/model';
import { PollingTimeoutError } from '@/api/errors';
import {
  DOMAIN_MESSAGES,
  acceptedDomains,
  domainRowState,
  pollDomainDeletion,
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

describe('following a deletion without the process monitor (§9: user inputs 30 at 5 s)', () => {
  /** A clock that only moves when the poll sleeps; every read and sleep is logged with the time it happened. */
  function clock(pendingReads: number) {
    let now = 0;
    const log: string[] = [];
    const read = () => {
      log.push(`read@${now}`);
      const pending = log.filter((e) => e.startsWith('read')).length <= pendingReads;
      return Promise.resolve<PendingProcesses>({
        resolved_issues: [],
        delete_domains: pending ? ['dom-x', 'dom-other'] : ['dom-other'],
        add_domains: [],
      });
    };
    const sleep = (ms: number) => {
      log.push(`sleep ${ms}`);
      now += ms;
      return Promise.resolve();
    };
    return { log, read, sleep, reads: () => log.filter((e) => e.startsWith('read')) };
  }

  it('reads once, then polls 30 times 5 s apart, then fails at once (no wait after the last read)', async () => {
    const c = clock(Infinity);
    await expect(pollDomainDeletion('dom-x', c.read, c.sleep)).rejects.toBeInstanceOf(PollingTimeoutError);
    expect(c.reads()).toEqual(Array.from({ length: 31 }, (_, i) => `read@${i * 5000}`));
    expect(c.log.filter((e) => e.startsWith('sleep'))).toEqual(Array(30).fill('sleep 5000'));
    expect(c.log.at(-1)).toBe('read@150000');
  });

  it('ends at the first read without the domain, other deletions aside', async () => {
    const c = clock(3);
    await pollDomainDeletion('dom-x', c.read, c.sleep);
    expect(c.reads()).toEqual(['read@0', 'read@5000', 'read@10000', 'read@15000']);
  });

  it('the last allowed poll can still succeed', async () => {
    const c = clock(30);
    await pollDomainDeletion('dom-x', c.read, c.sleep);
    expect(c.reads()).toHaveLength(31);
  });
});
