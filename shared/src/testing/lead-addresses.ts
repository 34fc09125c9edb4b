/**
 * Addresses on both sides of the leads table's email check (`^[^@\s]+@[^@\s]+\.[^@\s]+$`, at most 254
 * characters, no control or invisible format character, no part mixing Latin with Cyrillic or Greek). The newsletter form's rule must agree on each: checked against the function in
 * shared/src/validation/schemas.test.ts and against the table in supabase/tests/leads.test.ts.
 */
export const ADDRESSES_THE_TABLE_KEEPS = [
  'a@b.c',
  'ada.lovelace+news@mail.example.co.uk',
  'a@b..',
  'a@.b.c',
  'A@B.C',
  `${'a'.repeat(250)}@b.c`,
  // One script per part (migration 20251204100000): Cyrillic, Greek or Latin with accents throughout.
  'иван@пример.рф',
  'ivan@пример.рф',
  'иван@example.com',
  'σοφία@παράδειγμα.ελ',
  'müller@bücher.example',
];

export const ADDRESSES_THE_TABLE_REFUSES = [
  'no-at-sign',
  '@',
  'a@b',
  '@b.c',
  'a@.b',
  'a@b.',
  'a@@b.c',
  'a@b@c.d',
  'a b@c.d',
  'a\tb@c.d',
  `${'a'.repeat(251)}@b.c`,
  // Invisible characters (migration 20251202100100): an address that looks like someone else's in
  // the inbox, or one no mail can reach.
  'ceo@bigcorp.example\u200b',
  'c\u200deo@bigcorp.example',
  'ceo\u202e@bigcorp.example',
  'ceo@big\u2066corp.example',
  'ceo@\ufeffbigcorp.example',
  'ceo@big\u00adcorp.example',
  'ceo@big\u0001corp.example',
  'ceo@big\u007fcorp.example',
  'ceo@big\u0085corp.example',
  // Look-alikes (migration 20251204100000): Latin mixed with Cyrillic or Greek letters in one part,
  // an entry posing beside the real `ceo@bigcorp.example` and its mails going to another domain.
  'c\u0435o@bigcorp.example',
  'ceo@b\u0456gcorp.example',
  'ceo@bigcorp.exam\u0440le',
  'ce\u03bf@bigcorp.example',
  'ceo@bigc\u043erp.example',
];
