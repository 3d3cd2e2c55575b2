// First: it starts the session's reads before the modules below are evaluated.
import { queryClient } from './boot';
import '@fontsource-variable/inter';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { captureStartupParams } from './features/platform/session/startup-params';
import { routeSearchKeys } from './features/platform/session/route-search-keys';
import { routeTree } from './routeTree.gen';
import { applyColorMode, readStoredColorMode } from './features/platform/theme/color-mode';
import { startAnalytics } from './shared/monitoring/analytics';
import { createAppRouter, loadFirstRoutes } from './router';
import { scheduleDraftSweep } from './shared/persistence/form-drafts';
import { preloadInteractionPartsOnFirstInput } from './shared/overlay/interaction-parts';
import { CALLBACK_PATH, RESULT_KEY } from './features/integrations/signin/keys';
import { localStore } from './shared/persistence/local-store';

function start() {
  captureStartupParams(window.location, window.history, window.sessionStorage, routeSearchKeys(routeTree));
  applyColorMode(readStoredColorMode());
  scheduleDraftSweep();
  startAnalytics();
  preloadInteractionPartsOnFirstInput();

  const router = createAppRouter(queryClient);
  // The page's code starts now, beside React's first render (the session's first reads started in ./boot).
  loadFirstRoutes(router, window.location.pathname);
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
