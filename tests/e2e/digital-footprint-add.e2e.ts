import ExcelJS from 'exceljs';
import { describe, expect } from 'vitest';
import { FIRST_LOAD_MS, assetsPage } from './pages/digital-footprint';
import { discardPrompt, toasts } from './pages/shared';
import { seriousAxeViolations } from './support/browser';
import { test } from './support/fixture';
import { expectClean, installClock, SCRIPTED_500, until, untilWithClock } from './support/expectations';
import { scriptFootprintAdd } from './support/footprint-server';

/** Assets, devices and users of the mock (is_device_enabled and is_user_asset_enabled are on for the example account). */
const TOTAL_ASSETS = 40 + 4 + 13;

const ADDED =
  'success: Domains have been added successfully and a new scan is in progress. Information will be updated on the dashboard once the scan is complete.';
const PROCESSED = 'success: Domains have been added successfully and the dashboard has been updated.';

describe('add drawer', () => {
  test('adds domains: the §5 tag rules, an invalid domain fixed, a failed submit that keeps everything, then the scan', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const sent = await scriptFootprintAdd(page, { invalid: ['bad-domain.com'], firstAddFails: true });
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    expect(await add.drawer.title()).toBe('Configure digital footprint');
    expect(await add.step()).toBe('1 of 2');
    expect(await add.domainInput.getAttribute('placeholder')).toBe("Enter domain URL's");

    // Text without a dot is not taken, and stays in the input.
    await add.type('nodot');
    await add.domainInput.press('Enter');
    expect(await add.tags()).toEqual([]);
    expect(await add.domainInput.inputValue()).toBe('nodot');
    await add.domainInput.fill('');

    // A comma takes the text; a space does too, and the same domain in other case is a duplicate.
    await add.type('brightsmile-ortho.com,');
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)']);
    await add.type('Brightsmile-Ortho.com ');
    expect(await add.domainInput.inputValue()).toBe('');
    expect(await add.tags()).toEqual(['brightsmile-ortho.com (valid)']);

    // Tab takes the text and keeps focus; the server calls it invalid: '{domain}: {message}', input blocked.
    await add.type('bad-domain.com');
    await add.domainInput.press('Tab');
    await until(() => add.errors()).toEqual(['bad-domain.com: Domain is not reachable']);
    expect(await add.tags()).toEqual(['brightsmile-ortho.com (valid)', 'bad-domain.com (invalid)']);
    expect(await add.domainInput.isDisabled()).toBe(true);
    expect(await add.next.isDisabled()).toBe(true);
    await add.drawer.settled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A click on the invalid tag puts it back in the input for fixing.
    await add.edit('bad-domain.com');
    await until(() => add.domainInput.inputValue()).toBe('bad-domain.com');
    await add.domainInput.fill('brightsmile-clinic.com');
    await add.domainInput.press('Enter');
    await until(() => add.errors()).toEqual([]);
    // Blur takes the text too.
    await add.type('brightsmile-lab.com');
    await add.drawer.root.getByText(/^Format:/).click();
    await until(() => add.tags()).toEqual([
      'brightsmile-ortho.com (valid)',
      'brightsmile-clinic.com (valid)',
      'brightsmile-lab.com (valid)',
    ]);
    await add.toggleDiscovered('smilecare-portal.com');
    await until(() => add.isDiscoveredTicked('smilecare-portal.com')).toBe(true);
    // Only what was taken went to the server, each once.
    expect(sent.validated).toEqual([
      { domain_url: 'brightsmile-ortho.com' },
      { domain_url: 'bad-domain.com' },
      { domain_url: 'brightsmile-clinic.com' },
      { domain_url: 'brightsmile-lab.com' },
    ]);

    await add.next.click();
    await until(() => add.step()).toBe('2 of 2');
    await add.add.click();
    await until(() => toasts(page)).toContain('error: Failed to add domain');
    // The failed submit keeps everything the user entered.
    expect(await add.step()).toBe('2 of 2');
    await add.back.click();
    await until(() => add.tags()).toEqual([
      'brightsmile-ortho.com (valid)',
      'brightsmile-clinic.com (valid)',
      'brightsmile-lab.com (valid)',
    ]);
    expect(await add.isDiscoveredTicked('smilecare-portal.com')).toBe(true);

    await add.next.click();
    // #25: a zero-gap double click sends the add once.
    await add.add.dblclick();
    await until(() => toasts(page)).toContain(ADDED);
    await until(() => add.drawer.root.count()).toBe(0);
    const operation = {
      action: 'added',
      domains: [
        { domain: 'smilecare-portal.com', status: 'UserApproved', id: 'dom-smilecare-portal-com' },
        { domain: 'brightsmile-ortho.com', status: 'UserApproved' },
        { domain: 'brightsmile-clinic.com', status: 'UserApproved' },
        { domain: 'brightsmile-lab.com', status: 'UserApproved' },
      ],
    };
    expect(sent.operations).toEqual([operation, operation]);
    expect(sent.validated).toHaveLength(4);
    // §4: scans are read again 2 s after the add; the scan it started shows on the page wrapper.
    await until(() => assets.status.textContent()).toBe('Scan in progress');
    expect(sent.scansAfterAdd[0]).toBe('REQUESTED,RUNNING');
    // The user-input processes list the domains once; the next 5 s poll finds them done.
    await until(() => toasts(page), 15_000).toContain(PROCESSED);
    expectClean(watched, [SCRIPTED_500]);
  });

  test('adds technologies: catalogue by name, existing ones disabled, chosen ones listed, jobs followed to the toast', async ({
    open,
  }) => {
    const watched = await open({ theme: 'dark' });
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const sent = await scriptFootprintAdd(page, { runningReads: 2 });
    // The page's clock from the start (it flows as usual until stepped): installed on a live page, timers and animation
    // frames asked for before it are native ones the fake clock cannot cancel, and under load one of them left the
    // closing drawer mounted (twice in CI). The job's polls are stepped below, not waited for.
    await installClock(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    // Next with no domain typed is allowed (§5).
    await add.next.click();
    await until(() => add.step()).toBe('2 of 2');
    expect(await add.add.isDisabled()).toBe(true);

    await add.select.fill('dent');
    await until(() => add.options()).toEqual(['Curve Dental', 'Dentrix - already exists', 'Dentrix Ascend', 'Open Dental']);
    expect(await add.isOptionDisabled('Dentrix - already exists')).toBe(true);
    await add.clickOption('Dentrix - already exists');
    expect(await add.chosen()).toEqual([]);
    await add.drawer.settled();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await add.choose('dent', 'Dentrix Ascend');
    await add.select.fill('dent');
    await until(() => add.options()).toEqual(['Curve Dental', 'Dentrix - already exists', 'Open Dental']);
    // The keyboard picks too: ↓ moves, Enter chooses.
    await add.select.fill('wea');
    await add.select.press('ArrowDown');
    await add.select.press('ArrowUp');
    await add.select.press('Enter');
    await add.choose('xer', 'Xero');
    expect(await add.chosen()).toEqual(['Dentrix Ascend', 'Weave', 'Xero']);
    await add.remove('Weave');
    expect(await add.chosen()).toEqual(['Dentrix Ascend', 'Xero']);

    await add.add.click();
    // The add answers, then the drawer closes (twice in CI it stayed open: a loaded machine's slow answer or a
    // question; the wait is longer and a failure says which).
    await until(() => add.drawer.root.count(), 30_000)
      .toBe(0)
      .catch(async (error: unknown) => {
        const dialogs = await page.getByRole('alertdialog').allTextContents();
        throw new Error(
          `the add drawer stayed open: sent ${JSON.stringify(sent.created)}, toasts ${JSON.stringify(await toasts(page))}, ` +
            `alert dialogs ${JSON.stringify(dialogs)}, requests ${JSON.stringify(watched.requests.slice(-8))}`,
          { cause: error },
        );
      });
    await until(() => assets.status.textContent()).toBe('Adding technologies');
    await untilWithClock(page, () => toasts(page)).toContain('success: Technologies have been added successfully');
    await until(() => assets.status.count()).toBe(0);
    expect(sent.created).toEqual([{ source: 'user_input', technologies: ['cat-dentrix-ascend', 'cat-xero'] }]);
    // Prism's job id, read until the job has ended (two 'running' answers, then ended; on a loaded machine a poll
    // may already be on its way when the end arrives), and never again after that.
    expect(sent.tracked.slice(0, 3)).toEqual(['jt-7f3a21', 'jt-7f3a21', 'jt-7f3a21']);
    expect(new Set(sent.tracked)).toEqual(new Set(['jt-7f3a21']));
    const reads = sent.tracked.length;
    await page.clock.runFor(60_000);
    expect(sent.tracked).toHaveLength(reads);
    expect(sent.operations).toEqual([]);
    expectClean(watched);
  });

  test('a job that ends failed gives the failure notice', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const sent = await scriptFootprintAdd(page, { jobsFail: true });
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    await add.next.click();
    await add.choose('zoo', 'Zoom');
    await add.add.click();
    await until(() => toasts(page), 15_000).toContain('error: Failed to add technologies');
    expect(sent.created).toEqual([{ source: 'user_input', technologies: ['cat-zoom'] }]);
    expect(sent.tracked).toEqual(['jt-7f3a21']);
    expectClean(watched);
  });
});

describe('add drawer: keyboard and jobs (issue #26)', () => {
  test('#26.12 Escape in the technology list closes the list only: the typed domain and the chosen technology stay', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    await scriptFootprintAdd(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    await add.type('brightsmile-ortho.com');
    await add.domainInput.press('Enter');
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)']);
    await add.next.click();
    await add.choose('dent', 'Dentrix Ascend');
    await add.select.fill('wea');
    await until(() => add.list.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await until(() => add.list.isVisible()).toBe(false);
    expect(await add.drawer.isOpen()).toBe(true);
    expect(await add.step()).toBe('2 of 2');
    expect(await add.chosen()).toEqual(['Dentrix Ascend']);
    expect(await add.focused()).toBe('Enter technology name');
    await add.back.click();
    await until(() => add.tags()).toEqual(['brightsmile-ortho.com (valid)']);
    // With nothing open inside it, Escape reaches the drawer: with typed work it asks first (#26.4).
    await page.keyboard.press('Escape');
    await until(() => discardPrompt(page).isShown()).toBe(true);
    await discardPrompt(page).discard();
    await until(() => add.drawer.root.count()).toBe(0);
    expectClean(watched);
  });

  test('#26.19 dismissing a found domain or removing a tag with Enter keeps focus in the list', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    await scriptFootprintAdd(page, { invalid: ['bad-domain.com'] });
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    await add.dismissButton('brightsmiledentalgroup.com').focus();
    await page.keyboard.press('Enter');
    await until(() => add.focused()).toBe('Dismiss smilecare-portal.com');
    await page.keyboard.press('Enter');
    await until(() => add.focused()).toBe('Add Domains');

    await add.type('clinic-1.com clinic-2.com bad-domain.com ');
    await until(() => add.tags()).toEqual(['clinic-1.com (valid)', 'clinic-2.com (valid)', 'bad-domain.com (invalid)']);
    // The invalid tag blocks the input: focus moves to the next tag's remove button.
    await add.removeButton('clinic-1.com').focus();
    await page.keyboard.press('Enter');
    await until(() => add.focused()).toBe('Remove clinic-2.com');
    await add.removeButton('bad-domain.com').focus();
    await page.keyboard.press('Enter');
    await until(() => add.tags()).toEqual(['clinic-2.com (valid)']);
    await until(() => add.focused()).toBe('Add Domains');
    expectClean(watched);
  });

  test('#26.14 a technology job still running when the poll runs out: the timeout, not a failure; read again on the next visit', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const sent = await scriptFootprintAdd(page, { jobsNeverEnd: true, addedJobListed: true });
    // The poll's 10 retries take 26 s: the page's clock is run forward instead of waiting for it.
    await installClock(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    await add.next.click();
    await add.choose('zoo', 'Zoom');
    await add.add.click();
    await until(() => assets.status.textContent()).toBe('Adding technologies');
    while (sent.tracked.length < 11) {
      const reads = sent.tracked.length;
      await page.clock.runFor(2000);
      await until(() => sent.tracked.length >= reads + 1 || sent.tracked.length >= 11).toBe(true);
    }
    await until(() => toasts(page)).toContain('error: Async call timeout limit reached');
    expect(await toasts(page)).not.toContain('error: Failed to add technologies');
    expect(await assets.status.textContent()).toContain('Async call timeout limit reached');
    await page.clock.runFor(60_000);
    expect(sent.tracked).toHaveLength(11);

    // The next visit reads the state again: still running, so it is followed again.
    await watched.goto('/digital-footprint/assets');
    await until(() => assets.status.textContent()).toBe('Adding technologies');
    expect(sent.tracked.length).toBeGreaterThan(11);
    expectClean(watched);
  });

  test('#26.15 a reload during a technology add keeps "Adding technologies" and shows the result when done', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    const add = assets.addDrawer;
    const jobs = { running: true };
    const sent = await scriptFootprintAdd(page, { jobs, addedJobListed: true });
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);
    await add.open();
    await add.next.click();
    await add.choose('zoo', 'Zoom');
    await add.add.click();
    await until(() => assets.status.textContent()).toBe('Adding technologies');
    await page.reload({ waitUntil: 'networkidle' });
    await until(() => assets.status.textContent(), FIRST_LOAD_MS).toBe('Adding technologies');
    // The job ends on the server: the page that was reloaded tells it.
    jobs.running = false;
    await until(() => toasts(page), 15_000).toContain('success: Technologies have been added successfully');
    await until(() => assets.status.count()).toBe(0);
    expect(sent.created).toHaveLength(1);
    expect(new Set(sent.tracked)).toEqual(new Set(['jt-7f3a21']));
    expectClean(watched);
  });
});

describe('XLSX export', () => {
  test('downloads the assets workbook; read back, its sheets hold the rows the table shows', async ({ open }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    await watched.goto('/digital-footprint/assets');
    await assets.ready(TOTAL_ASSETS);

    const file = await assets.report.download();
    const now = new Date();
    const date = [now.getDate(), now.getMonth() + 1].map((n) => String(n).padStart(2, '0')).join('_');
    expect(file.suggestedFilename()).toBe(`Stance_assets_${date}_${now.getFullYear()}.xlsx`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());

    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      'Top Level Domain',
      'Email Domains',
      'Subdomains',
      'Integrations',
      'Hosts',
      'Devices',
      'Users',
    ]);
    const sheet = (name: string) => workbook.getWorksheet(name)!;
    const cells = (name: string, row: number) => (sheet(name).getRow(row).values as unknown[]).slice(1);
    // Two rows name the account and the time, then the header row, then the assets.
    const HEADER = 3;
    const dataRows = (name: string) =>
      Array.from({ length: sheet(name).actualRowCount - HEADER }, (_, index) => cells(name, index + HEADER + 1));
    // #26.11: the workbook names the account and when it was generated.
    for (const each of workbook.worksheets) {
      expect(cells(each.name, 1)).toEqual([`Bright Smile Dental Group: ${each.name}`]);
      expect(String(cells(each.name, 2)[0])).toMatch(new RegExp(`^Generated \\d{2} \\w{3} ${now.getFullYear()} \\d{2}:\\d{2}`));
    }
    expect(workbook.company).toBe('Bright Smile Dental Group');
    // Every asset the table lists, once (the export ignores the table's search and filter).
    expect(workbook.worksheets.reduce((sum, each) => sum + each.actualRowCount - HEADER, 0)).toBe(TOTAL_ASSETS);

    const common = ['Asset Name', 'Highest Severity', 'Critical', 'Important', 'Moderate', 'Open Issues', 'Last Seen'];
    expect(cells('Devices', HEADER)).toEqual([
      ...common,
      'IP Addresses',
      'Domains',
      'Logins',
      'Malware Path',
      'Date Compromised',
    ]);
    expect(cells('Hosts', HEADER)).toEqual([
      ...common,
      'IP',
      'ISP',
      'Shared IP',
      'Open Ports',
      'Mail Vendor',
      'DMARC Result',
      'DMARC Message',
      'SPF Error',
      'Spoofing Result',
      'Technologies',
    ]);
    // The header row is styled; every column is 200 px (27.86 Excel character widths).
    expect(sheet('Hosts').getRow(HEADER).font?.bold).toBe(true);
    expect(sheet('Hosts').columns.map((column) => column.width)).toEqual(cells('Hosts', HEADER).map(() => 27.86));

    // Per type, the sheet's rows are the table's rows: name, highest severity and the open issues per severity.
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    for (const [type, name] of [
      ['Host', 'Hosts'],
      ['Device', 'Devices'],
      ['Domain', 'Top Level Domain'],
    ] as const) {
      await assets.filterTypes([type]);
      const rows = dataRows(name);
      await until(() => assets.rowCount()).toBe(rows.length);
      const shown = (await assets.shownRows()).map((row) => ({
        ...row,
        severity: row.severity === 'No open issues' ? '' : row.severity.toLowerCase(),
      }));
      const exported = rows.map((values) => ({
        name: values[0] as string,
        severity: (values[1] ?? '') as string,
        counts: values.slice(2, 5) as number[],
      }));
      expect(shown.sort(byName)).toEqual(exported.sort(byName));
    }
    expectClean(watched);
  });
});

describe('XLSX export of a partial list (#26.11)', () => {
  test('#26.11 the assets call fails while devices and users load: no partial report, and the reason names the missing sheets', async ({
    open,
  }) => {
    const watched = await open();
    const { page } = watched;
    const assets = assetsPage(page);
    await page.route(
      (url) => /\/api\/accounts\/[^/]+\/assets$/.test(url.pathname),
      (route) => route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ status: 500 }) }),
    );
    await watched.goto('/digital-footprint/assets');
    await until(() => page.getByRole('button', { name: 'Try again' }).isVisible(), 30_000).toBe(true);
    expect(await assets.report.unavailable()).toBe(true);
    expect(await assets.report.reason()).toBe(
      'Some assets could not be loaded: the report would miss the Top Level Domain, Email Domains, Subdomains, Integrations and Hosts sheets. Reload the page to try again.',
    );
    let downloads = 0;
    page.on('download', () => downloads++);
    // Neither a click nor Enter (it stays focusable, to tell its reason) starts a download.
    await assets.report.button.click({ force: true });
    await assets.report.button.press('Enter');
    expect(await toasts(page)).toEqual([]);
    expect(downloads).toBe(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expectClean(watched, [SCRIPTED_500]);
  });
});
