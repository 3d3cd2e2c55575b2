import { describe, expect, it } from 'vitest';
import { safeExternalHref } from '@/shared/url/external-url';

describe('safeExternalHref: a server URL becomes a link only when it is http(s)', () => {
  it.each([
    ['https://help.stance.example/issues/rdp', 'https://help.stance.example/issues/rdp'],
    ['http://intranet.example/guide?id=4#fix', 'http://intranet.example/guide?id=4#fix'],
    ['HTTPS://HELP.STANCE.EXAMPLE/A', 'https://help.stance.example/A'],
    ['  https://help.stance.example/a ', 'https://help.stance.example/a'],
  ])('%s → a link to %s', (value, href) => {
    expect(safeExternalHref(value)).toBe(href);
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'mailto:security@example.com',
    'ftp://files.example/guide.pdf',
    '//evil.example/path',
    '/relative/guide',
    'help.stance.example/guide',
    'not a url',
    '',
    null,
    undefined,
  ])('%j → text', (value) => {
    expect(safeExternalHref(value)).toBeNull();
  });
});
