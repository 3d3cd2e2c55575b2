import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { config as zodConfig } from 'zod/mini';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureStartupParams } from './features/platform/session/startup-params';
import { routeSearchKeys } from './features/platform/session/route-search-keys';
import { routeTree } from './routeTree.gen';
import { applyColorMode, readStoredColorMode } from './features/platform/theme/color-mode';
import { startAnalytics } from './shared/monitoring/analytics';
import { reportError, startErrorReporting } from './shared/monitoring/error-reporting';
import { createAppRouter, createQueryClient, startFirstLoad } from './router';
import { redirectToLogin } from './api/auth-redirect';
import { connectHttp } from './api/http-client';
import { readScenario } from './api/scenario';
import { demoMode } from './shared/persistence/demo-mode';
import { keepOpenForms, scheduleDraftSweep } from './shared/persistence/form-drafts';
import { preloadInteractionPartsOnFirstInput } from './shared/overlay/interaction-parts';
import { CALLBACK_PATH, RESULT_KEY } from './features/integrations/signin/keys';
import { localStore } from './shared/persistence/local-store';

function start() {
  // zod would otherwise probe `new Function` once, which the Content-Security-Policy (no 'unsafe-eval') reports.
  zodConfig({ jitless: true });
  readScenario(window.location.search, window.sessionStorage);
  captureStartupParams(window.location, window.history, window.sessionStorage, routeSearchKeys(routeTree));
  applyColorMode(readStoredColorMode());
  scheduleDraftSweep();
  startErrorReporting();
  connectHttp({
    reportError,
    onSessionEnded: () => {
      demoMode.clearAll();
      keepOpenForms();
      redirectToLogin();
    },
  });
  startAnalytics();
  preloadInteractionPartsOnFirstInput();

  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  // The session's first reads and the page's code start now, beside React's first render.
  startFirstLoad(router, queryClient, window.location.pathname);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  );
}

// In the provider sign-in window: hand the result over before anything reads (and stores) the query. In the console:
// drop a result record left by a sign-in nobody waits for any more. Their code loads only where it has work.
if (window.location.pathname === CALLBACK_PATH) {
  void import('./features/integrations/signin/callback').then((module) => {
    module.handOffSignInResult();
    start();
  });
} else {
  if (localStore.get(RESULT_KEY) !== null)
    void import('./features/integrations/signin/sign-in-window').then((module) => module.removeStaleSignInResult());
  start();
}
