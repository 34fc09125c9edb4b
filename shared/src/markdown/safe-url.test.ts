import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_URL_PROTOCOLS, safeUrl } from './safe-url';

describe('ALLOWED_URL_PROTOCOLS', () => {
  it('is exactly the spec list', () => {
    expect([...ALLOWED_URL_PROTOCOLS]).toEqual(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);
  });
});

describe('safeUrl keeps allowed and relative URLs unchanged', () => {
  it.each([
    'http://example.com',
    'https://example.com/path?q=1#frag',
    'HTTPS://EXAMPLE.COM',
    'irc://irc.libera.chat/#parley',
    'ircs://irc.libera.chat:6697/#parley',
    'mailto:hello@parley.example',
    'MailTo:hello@parley.example?subject=Hi',
    'xmpp:sales@parley.example',
    '#references',
    '#a:b',
    '/blog/ai-agents',
    '/path/with:colon',
    '?tab=signup',
    '?a=b:c',
    'relative/page',
    './page:1',
    '../up',
    '//cdn.example.com/x.png',
    '',
    'javascript%3Aalert(1)',
    ' https://example.com ',
  ])('%j', (url) => {
    expect(safeUrl(url)).toBe(url);
  });
});

describe('safeUrl blanks hostile URLs', () => {
  const hostile = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    '\tjavascript:alert(1)',
    '\n\rjavascript:alert(1)',
    '\u0000javascript:alert(1)',
    '\u0001\u001fjavascript:alert(1)',
    'javascript:alert(1)\u0000 ',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'java\rscript:alert(1)',
    'jav\u0000ascript:alert(1)',
    'java\u200bscript:alert(1)',
    'java\ufeffscript:alert(1)',
    'java\u00adscript:alert(1)',
    'javascript\t:alert(1)',
    'javascript :alert(1)',
    '&#106;avascript:alert(1)',
    '&#0000106;avascript:alert(1)',
    '&#x6A;avascript:alert(1)',
    '&#X6a&#X61vascript:alert(1)',
    '&#106&#97&#118&#97&#115&#99&#114&#105&#112&#116&#58alert(1)',
    'javascript&colon;alert(1)',
    'javascript&#58;alert(1)',
    'javascript&#x3a;alert(1)',
    'java&Tab;script:alert(1)',
    'java&NewLine;script:alert(1)',
    'jav&#x09;ascript:alert(1)',
    'jav&#10;ascript:alert(1)',
    '&amp;#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/svg+xml,<svg onload=alert(1)>',
    ' DATA:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'FILE://C:/Windows/win.ini',
    'blob:https://example.com/uuid',
    'about:blank',
    'ftp://example.com/file',
    'chrome://settings',
    'ms-settings:',
    'tel:+15555550100',
    'sms:+15555550100',
    'httpx://example.com',
    'http-evil:x',
    'javascript://%0aalert(1)',
    'javascript:/* https://ok */alert(1)',
    'feed:javascript:alert(1)',
    'view-source:https://example.com',
  ];

  it('has at least 30 hostile cases', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile)('%j', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});

describe('safeUrl properties', () => {
  it('returns either the input unchanged or the empty string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (url) => {
        const result = safeUrl(url);
        expect(result === url || result === '').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('blanks javascript: however its letters are cased or padded with invisibles', () => {
    const invisible = fc.constantFrom('', '\t', '\n', '\r', '\u0000', ' ', '\u200b', '&#9;', '&Tab;');
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        fc.array(invisible, { minLength: 11, maxLength: 11 }),
        (upper, pads) => {
          const letters = [...'javascript'].map((c, i) => (upper[i] ? c.toUpperCase() : c));
          const url = letters.map((c, i) => (pads[i] ?? '') + c).join('') + (pads[10] ?? '') + ':alert(1)';
          expect(safeUrl(url)).toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });
});
