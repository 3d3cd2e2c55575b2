const CSRF_COOKIE = 'csrftoken';
export const CSRF_FALLBACK = 'No CSRF';

/** The CSRF token from a cookie header string, or the fallback the server expects when there is none. */
export function readCsrfToken(cookieHeader: string): string {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === CSRF_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      if (value) return value;
    }
  }
  return CSRF_FALLBACK;
}

/** Methods that change state carry the token; safe methods never do, so it cannot leak through them. */
const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function needsCsrfToken(method: string | undefined): boolean {
  return UNSAFE_METHODS.has((method ?? 'GET').toUpperCase());
}
