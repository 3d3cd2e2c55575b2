import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

const getAuditEvents = vi.fn();
vi.mock('@generated/api/audit/audit', async (original) => ({
  ...(await original<typeof import('@generated/api/audit/audit')>()),
  getAuditEvents: (...args: unknown[]) => getAuditEvents(...args),
}));

const { auditQueries, isExpiredCursor, AUDIT_PAGE_SIZE } = await import('@/shared/queries/audit');

const page = (ids: string[], next: string | null) => ({ events: ids.map((id) => ({ id })), next_cursor: next });

describe('the audit log query', () => {
  it("pages with the previous page's next_cursor and stops when there is none", async () => {
    getAuditEvents.mockReset();
    getAuditEvents.mockResolvedValueOnce(page(['a', 'b'], 'c1')).mockResolvedValueOnce(page(['c'], null));
    const client = new QueryClient();
    const observer = new InfiniteQueryObserver(client, auditQueries.events('acc-1', { actor: 'usr-maya' }));
    await observer.refetch();
    expect(observer.getCurrentResult().hasNextPage).toBe(true);
    expect(getAuditEvents).toHaveBeenLastCalledWith(
      'acc-1',
      { actor: 'usr-maya', limit: AUDIT_PAGE_SIZE },
      undefined,
      expect.anything(),
    );
    const second = await observer.fetchNextPage();
    expect(getAuditEvents).toHaveBeenLastCalledWith(
      'acc-1',
      { actor: 'usr-maya', limit: AUDIT_PAGE_SIZE, cursor: 'c1' },
      undefined,
      expect.anything(),
    );
    expect(second.data?.pages.flatMap((p) => p.events.map((e) => e.id))).toEqual(['a', 'b', 'c']);
    expect(second.hasNextPage).toBe(false);
  });

  it('keys each view by its filters', () => {
    expect(auditQueries.events('acc-1', { q: 'x' }).queryKey).not.toEqual(auditQueries.events('acc-1').queryKey);
  });

  it("knows the contract's expired cursor from other 400s", () => {
    const problem = (code: string) => ({ isAxiosError: true, response: { status: 400, data: { code } } });
    expect(isExpiredCursor(problem('INVALID_CURSOR'))).toBe(true);
    expect(isExpiredCursor(problem('VALIDATION'))).toBe(false);
    expect(isExpiredCursor({ isAxiosError: true, response: { status: 500, data: { code: 'INVALID_CURSOR' } } })).toBe(false);
  });
});
