/** A page load's requests as text, one line each: start and end (ms after the navigation started) and a bar. Pure. */

export interface WaterfallRequest {
  url: string;
  /** ms after the navigation's first request (Lighthouse's network-requests audit). */
  networkRequestTime?: number;
  networkEndTime?: number;
  resourceType?: string;
}

const BAR_WIDTH = 40;

/**
 * One line per request, in the order they started: start–end, a bar on a common scale and the path (the app's origin
 * left out). Requests the audit has no times for are skipped.
 */
export function waterfallLines(requests: readonly WaterfallRequest[], origin: string): string[] {
  const timed = requests
    .filter((r) => Number.isFinite(r.networkRequestTime) && Number.isFinite(r.networkEndTime))
    .map((r) => ({ ...r, start: r.networkRequestTime!, end: r.networkEndTime! }))
    .sort((a, b) => a.start - b.start);
  const last = Math.max(1, ...timed.map((r) => r.end));
  const at = (ms: number) => Math.round((ms / last) * BAR_WIDTH);
  return timed.map((r) => {
    const from = at(r.start);
    const bar = `${' '.repeat(from)}${'█'.repeat(Math.max(1, at(r.end) - from))}`.padEnd(BAR_WIDTH + 1);
    const name = r.url.startsWith(origin) ? r.url.slice(origin.length) : r.url;
    return `${r.start.toFixed(0).padStart(5)}–${r.end.toFixed(0).padEnd(5)} ${bar} ${(r.resourceType ?? '').padEnd(6)} ${name}`;
  });
}
