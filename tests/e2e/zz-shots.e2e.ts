import { describe } from 'vitest';
import { summaryPage } from './pages/summary';
import { test } from './support/fixture';
import { until } from './support/expectations';

describe('shots', () => {
  test.for([
    [1440, 'light'],
    [1440, 'dark'],
    [390, 'light'],
    [390, 'dark'],
  ] as const)('%s %s', async ([width, theme], { open }) => {
    const { page, goto } = await open({ width, theme, height: 1000 });
    await page.clock.install({ time: new Date('2026-11-23T12:00:00Z') });
    await goto('/?history=12m');
    await until(() => summaryPage(page).scoreHistory.chart.locator('.recharts-line').count()).toBe(1);
    await summaryPage(page).scoreHistory.card.screenshot({ path: `/tmp/card-${width}-${theme}.png` });
    await page.screenshot({ path: `/tmp/summary-${width}-${theme}.png`, fullPage: false });
  });
});
