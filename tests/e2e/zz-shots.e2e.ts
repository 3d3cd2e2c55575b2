import { describe, expect } from 'vitest';
import { settingsPage } from './pages/settings';
import { until } from './support/expectations';
import { test } from './support/fixture';

const N = 100_000;
function events() {
  const list = [];
  for (let i = 0; i < N; i++) {
    list.push({
      id: `aud-${i}`,
      occurred_at: new Date(Date.UTC(2026, 10, 22) - i * 60_000).toISOString(),
      action: i % 3 ? 'member_invited' : 'issue_resolved',
      actor: { type: 'user', user_id: `usr-${i % 50}`, name: `Member ${i % 50}`, email: `m${i % 50}@example.com` },
      target: { type: 'issue', id: `iss-${i}`, name: `Target ${i}` },
      ip_address: '192.0.2.1',
      user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:144.0) Gecko/20100101 Firefox/144.0',
      changes: [],
    });
  }
  return list;
}

describe('100k', () => {
  test('scrolls 100,000 events virtualised', async ({ open }) => {
    const { page, goto } = await open({ width: 1440, height: 900 });
    const all = JSON.stringify({ events: events(), next_cursor: null });
    await page.route(/\/api\/accounts\/[^/]+\/audit-events/, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: all }),
    );
    const settings = settingsPage(page);
    await goto('/settings/audit-log');
    await until(() => settings.audit.table.rowCount(), 60_000).toBe(N);
    const result = await page.evaluate(async () => {
      const box = document.querySelector('[role="table"][aria-label="Audit events"]') as HTMLElement;
      const frames: number[] = [];
      const rendered: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 300; i++) {
        box.scrollTop += 400;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        rendered.push(box.querySelectorAll('[role="row"][data-row-index]').length);
      }
      box.scrollTop = box.scrollHeight;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const lastIndex = Math.max(...[...box.querySelectorAll('[role="row"][data-row-index]')].map((r) => Number(r.getAttribute('data-row-index'))));
      frames.sort((a, b) => a - b);
      return {
        p50: frames[Math.floor(frames.length * 0.5)],
        p95: frames[Math.floor(frames.length * 0.95)],
        maxRendered: Math.max(...rendered),
        lastIndex,
      };
    });
    console.log(JSON.stringify(result));
    expect(result.maxRendered).toBeLessThan(60);
  });
});
