const WEB_PROTOCOLS: ReadonlySet<string> = new Set(['https:', 'http:']);

/**
 * The address a link to another site may have, or null: only an absolute http(s) URL (a server's `javascript:`,
 * `data:` or relative value is not a link). Returned as the URL parser reads it, so the browser opens exactly what was
 * checked (tabs, newlines and leading spaces, which the parser drops, cannot hide a scheme).
 */
export function safeExternalHref(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return WEB_PROTOCOLS.has(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}
