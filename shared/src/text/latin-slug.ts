import { slugify } from './slugify';

// Slugs spelled in Latin letters: the post editor's suggested slug (slugFromTitle) and the database's
// tag slug (public.tag_slug, migration 20251203110000) follow this one table;
// supabase/tests/tag-slugs.test.ts compares the two on every letter of the Latin, Greek and Cyrillic
// blocks. Change both together.

/**
 * Latin letters that do not decompose into a base letter and marks, and the Cyrillic and Greek
 * alphabets, spelled in ASCII (ISO 9-like, as readers type them: "щ" → "shch"). Letters with accents
 * ("é", "ё", "ά") decompose (NFKD) and lose their marks before this table is read.
 */
export const ASCII_SPELLING: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ŋ: 'ng',
  ħ: 'h',
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  ґ: 'g',
  д: 'd',
  е: 'e',
  є: 'ye',
  ж: 'zh',
  з: 'z',
  и: 'i',
  і: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'y',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** Combining marks left by NFKD ("é" → "e" + U+0301); one class, so the pass is linear. */
const COMBINING_MARKS = /\p{M}/gu;

/**
 * A slug spelled in Latin letters: accents dropped and Cyrillic or Greek spelled out before
 * `slugify`, so "Café pricing" is `cafe-pricing` (not `caf-pricing`) and "Переговоры" is
 * `peregovory`; at most `maxLength` characters, never ending on a hyphen. A script with no spelling
 * here (Chinese, Arabic...) leaves nothing ('').
 */
export function latinSlug(text: string, maxLength: number): string {
  // "й" is its own letter ("y"), not "и" with a breve: read it before NFKD splits it.
  const lower = text.toLowerCase().replaceAll('й', 'y');
  // Lower case again after NFKD: "ϒ" and "ℾ" decompose into capitals ("Υ", "Γ").
  let spelled = '';
  for (const char of lower.normalize('NFKD').toLowerCase().replace(COMBINING_MARKS, '')) {
    spelled += ASCII_SPELLING[char] ?? char;
  }
  return slugify(slugify(spelled).slice(0, maxLength));
}
