// The arguments Chromium gets when Playwright starts it with ours (tests/support/chromium.ts). Playwright is given a
// stand-in executable that writes its arguments down and exits, so no browser starts.
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../support/chromium';

const dir = mkdtempSync(join(tmpdir(), 'stance-chromium-args-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function argumentsChromiumGets(): Promise<string[]> {
  const written = join(dir, 'argv');
  const executable = join(dir, 'chromium');
  writeFileSync(executable, `#!/bin/sh\nprintf '%s\\n' "$@" > '${written}'\nexit 1\n`);
  chmodSync(executable, 0o755);
  await expect(chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS, timeout: 10_000 })).rejects.toThrow();
  return readFileSync(written, 'utf8').trim().split('\n');
}

const features = (argument: string) => argument.slice('--disable-features='.length).split(',');

describe('Chromium as the tests start it', () => {
  it("keeps Playwright's disabled features and turns off the window's omnibox pop-up", async () => {
    const argv = await argumentsChromiumGets();
    const switches = argv.filter((argument) => argument.startsWith('--disable-features='));
    // Chromium reads the last one: it must hold every feature any of them names.
    const last = features(switches.at(-1) ?? '');
    expect(switches.length).toBeGreaterThan(1);
    expect(switches.flatMap(features).filter((feature) => !last.includes(feature))).toEqual([]);
    expect(last).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'PreloadTopChromeWebUI']));
  });
});
