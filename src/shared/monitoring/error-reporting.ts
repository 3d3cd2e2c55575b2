import { appConfig } from '@/config/app-config';

type Context = Record<string, unknown>;
type Reporter = (error: unknown, context?: Context) => void;

let sentryReporter: Promise<Reporter> | null = null;

/** Sentry loads only when a DSN is configured, and only on first use, so it never weighs on the first page. */
function loadSentry(dsn: string): Promise<Reporter> {
  sentryReporter ??= import('./sentry').then(({ startSentry }) => startSentry(dsn));
  return sentryReporter;
}

export function startErrorReporting(): void {
  if (appConfig.sentryDsn) void loadSentry(appConfig.sentryDsn);
}

/** Sends an error to the error-reporting service when one is configured; a console note otherwise. */
export function reportError(error: unknown, context?: Context): void {
  if (appConfig.sentryDsn) {
    void loadSentry(appConfig.sentryDsn).then((report) => report(error, context));
    return;
  }
  if (!appConfig.isProduction) console.warn('[report]', error, context ?? '');
}
