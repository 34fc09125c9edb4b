/**
 * Look-alike addresses: `cеo@bigcorp.example` with a Cyrillic `е`, `ceο@…` with a Greek omicron. Each
 * such part mixes Latin letters with Cyrillic or Greek ones, which no real address needs (one written
 * in Cyrillic or Greek is so throughout a part: `иван@пример.рф`). The leads table refuses them
 * (migration 20251204100000, the same ranges); the footer's newsletter form does too.
 * Parts are the local part and each label of the domain. Linear: two character classes per part.
 */
const LATIN = /[A-Za-z\u00c0-\u024f]/;
const CYRILLIC_OR_GREEK = /[\u0370-\u03ff\u0400-\u052f\u1f00-\u1fff]/;

/** Whether one part of the address (split at `@` and `.`) mixes Latin with Cyrillic or Greek letters. */
export function addressPartMixesScripts(address: string): boolean {
  for (const part of address.split(/[@.]/)) {
    if (LATIN.test(part) && CYRILLIC_OR_GREEK.test(part)) return true;
  }
  return false;
}
