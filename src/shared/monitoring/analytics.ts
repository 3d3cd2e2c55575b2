import { appConfig } from '@/config/app-config';

type Props = Record<string, string | number | boolean | null | undefined>;

/** One product event as a value: built by a pure function, so its payload is unit-tested apart from the sending. */
export interface AnalyticsEvent {
  event: string;
  props?: Props;
}
interface AnalyticsWindow {
  dataLayer?: unknown[];
}

let started = false;

/** Analytics start only when configured, and only in production (console-platform.md §9). */
function analyticsEnabled(config = appConfig): boolean {
  return Boolean(config.analyticsKey) && config.isProduction;
}

export function startAnalytics(): void {
  if (started || !analyticsEnabled()) return;
  started = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(appConfig.analyticsKey ?? '')}`;
  document.head.appendChild(script);
}

/** Records a product event; a no-op unless analytics are enabled. */
export function track(event: string, props: Props = {}): void {
  if (!analyticsEnabled()) return;
  const w = window as unknown as AnalyticsWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event, ...props });
}

export const trackEvent = ({ event, props }: AnalyticsEvent): void => track(event, props);
