import * as Sentry from '@sentry/react';

/** Sampling as console-platform.md §9: traces 100 %, replay 10 %, replay on error 100 %, 20 breadcrumbs. */
const SENTRY_SAMPLING = {
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
  maxBreadcrumbs: 20,
} as const;

export function startSentry(dsn: string) {
  Sentry.init({
    dsn,
    ...SENTRY_SAMPLING,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
  });
  return (error: unknown, context?: Record<string, unknown>) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  };
}
