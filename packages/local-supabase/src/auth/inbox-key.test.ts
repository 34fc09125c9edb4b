import { describe, expect, test } from 'vitest';
import { inboxKey } from './inbox-key';
import { isValidEmail } from './request';

describe('inboxKey: the spellings of one inbox count as one', () => {
  test.each([
    'victim@x.example',
    'VICTIM@X.EXAMPLE',
    '  victim@x.example ',
    '\u3000victim@x.example\u00a0',
    'victim+1@x.example',
    'victim+news+2@x.example',
    'Victim+@x.example',
    'ｖｉｃｔｉｍ＋１＠ｘ．ｅｘａｍｐｌｅ', // fullwidth letters, plus, at sign and dot
  ])('%j', (spelling) => {
    expect(inboxKey(spelling)).toBe('victim@x.example');
  });

  test('Gmail ignores dots and answers for googlemail.com too', () => {
    for (const spelling of ['v.i.c.t.i.m@gmail.com', 'Vic.Tim+x@GoogleMail.com', 'victim@gmail.com']) {
      expect(inboxKey(spelling)).toBe('victim@gmail.com');
    }
  });

  test('a root dot after the domain and a quoted local part are the same inbox (both pass isValidEmail)', () => {
    // `gmail.com.` is the same host in DNS, and mail servers strip the dot; a quoted local part made
    // of plain characters is the same mailbox as unquoted (RFC 5321 4.1.2): counted apart, each
    // multiplied Gmail's dotted spellings again.
    for (const spelling of [
      'victim@gmail.com.',
      'v.ictim@Gmail.com..',
      '"victim"@gmail.com',
      '"vic.tim+x"@gmail.com.',
    ])
      expect([isValidEmail(spelling), inboxKey(spelling)], spelling).toEqual([true, 'victim@gmail.com']);
    expect(inboxKey('victim+1@x.example.')).toBe('victim@x.example');
    expect(inboxKey('"vic\\tim"@x.example')).toBe('victim@x.example');
  });

  test('keeps different inboxes apart', () => {
    expect(inboxKey('v.ictim@x.example')).toBe('v.ictim@x.example'); // dots matter outside Gmail
    expect(inboxKey('victim@x.example')).not.toBe(inboxKey('victim@y.example'));
    expect(inboxKey('victim1@x.example')).not.toBe(inboxKey('victim@x.example'));
    expect(inboxKey('+news@x.example')).toBe('+news@x.example'); // all tag: no inbox name to fold into
  });
});
