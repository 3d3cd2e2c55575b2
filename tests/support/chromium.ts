/**
 * How every test and benchmark starts Debian's Chromium (`/usr/bin/chromium`; CHROMIUM_PATH for another one).
 *
 * Its headless mode is the whole browser with its UI drawn off screen: every new context opens a window, and every
 * window preloads its omnibox pop-up, a WebUI page (`chrome://omnibox-popup.top-chrome/`) in a renderer of its own,
 * for an address bar no test sees. Measured on the 2-core machine (a cold load of `/` in a fresh context, 5 loads,
 * every Chromium process counted, machine under load): 6.3 s of CPU per load with it, 4.1-4.5 s without. Those
 * features are off.
 *
 * The end-to-end tests and the static Storybook check drive Debian's headless shell instead of it
 * (`/usr/bin/chromium-headless-shell`, package chromium-headless-shell: the same Chromium build without the browser
 * UI): measured on the 2-core machine, a cold load of `/` in a fresh context costs 3.2-3.6 s of CPU in it against
 * 4.4-4.8 s in the full browser, and their pages are never compared with screenshots. The stories keep the full
 * browser: the headless shell draws text with other anti-aliasing, and their visual baselines are taken in it.
 *
 * Chromium reads only the last `--disable-features` switch, and Playwright passes one of its own before ours: ours
 * repeats Playwright's list (playwright-core's chromiumSwitches). tests/unit/config/chromium-args.test.ts fails when
 * Playwright's list has a feature ours lacks.
 */
import { existsSync } from 'node:fs';

const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/** The window UI a headless test never shows. */
const UNUSED_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The end-to-end tests' browser: CHROMIUM_PATH if set, else the headless shell (the full browser where it is absent). */
export const E2E_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_UI_FEATURES].join(',')}`,
];

/**
 * The arguments of the end-to-end tests and the static Storybook check (both start the browser through
 * tests/e2e/support/browser.ts): V8 without its optimising compilers (Maglev, TurboFan). Every e2e test loads the
 * app cold in a fresh context and spends seconds in it, too short for optimised code to pay back its compilation,
 * which runs on the renderer's worker threads beside the main thread. Measured on the 2-core machine (6 cold loads
 * of four console pages, every Chromium thread counted): 2.5 s of CPU per load with them, 1.9-2.0 s without; the
 * main thread's share did not grow. The benchmarks keep the browser as users have it (CHROMIUM_ARGS).
 */
export const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];
