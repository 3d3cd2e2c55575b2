/**
 * The entry's first import (main.tsx): what must hold before the first request, then the session's first reads on a
 * signed-in page. Modules run in import order, so these requests start before the rest of the app (the design
 * system, the route tree, the screens) has been evaluated, instead of after it: the session check left 459-586 ms
 * after navigation before, 244-354 ms now, on the 2-core machine, and the start-up chain (session check → account →
 * the page's data) waits behind it (issue #30).
 * Keep its imports few and light: whatever it imports runs first.
 */
import { config as zodConfig } from 'zod/mini';
import { redirectToLogin } from './api/auth-redirect';
import { connectHttp } from './api/http-client';
import { readScenario } from './api/scenario';
import { prefetchSession } from './features/platform/session/session';
import { reportError, startErrorReporting } from './shared/monitoring/error-reporting';
import { demoMode } from './shared/persistence/demo-mode';
import { keepOpenForms } from './shared/persistence/form-drafts';
import { createQueryClient } from './query-client';
import { isSignedInPath } from './signed-out-paths';

// zod would otherwise probe `new Function` once, which the Content-Security-Policy (no 'unsafe-eval') reports.
zodConfig({ jitless: true });
readScenario(window.location.search, window.sessionStorage);
startErrorReporting();
connectHttp({
  reportError,
  onSessionEnded: () => {
    demoMode.clearAll();
    keepOpenForms();
    redirectToLogin();
  },
});

export const queryClient = createQueryClient();

// The signed-in layout's `beforeLoad` runs the session start again and joins these requests while they are in flight.
if (isSignedInPath(window.location.pathname)) prefetchSession(queryClient);
