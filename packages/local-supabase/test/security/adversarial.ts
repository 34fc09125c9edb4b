import fc from 'fast-check';

// Generators of hostile request text for the parser tests: long runs of the characters the REST
// grammar gives a meaning to (spaces, quotes, parentheses, commas, dots, `not.`, backslashes), the
// combinations that make backtracking parsers explode (spaces before an unbalanced quote,
// alternating `" "`), and deep nesting.

/** About the size of the largest query parameter or header we test with. */
export const HUGE = 100_000;

const CHUNKS = [
  ' ',
  '  ',
  '"',
  '" "',
  '\\',
  '\\"',
  '(',
  ')',
  ',',
  '.',
  'not.',
  'or(',
  'and(',
  'not.or(',
  'a.eq.1',
  '*',
  '%',
  ':',
  '::',
  '->',
  'eq.',
  'in.(',
  '\t',
  'a',
  '=',
  '"a b"',
];

/** Text made of a few long runs of grammar characters, cut to at most `max` characters. */
export function hostileText(max = HUGE, chunks: readonly string[] = CHUNKS): fc.Arbitrary<string> {
  const run = fc
    .tuple(fc.constantFrom(...chunks), fc.integer({ min: 1, max }))
    .map(([chunk, times]) => chunk.repeat(Math.ceil(times / chunk.length)));
  const nested = fc
    .tuple(fc.constantFrom('or(', 'and(', 'not.or(', '(', '"('), fc.integer({ min: 1, max: max / 8 }))
    .map(([open, depth]) => `${open.repeat(depth)}a.eq.1${')'.repeat(depth)}`);
  const unbalanced = fc.integer({ min: 1, max: max - 2 }).map((spaces) => `a${' '.repeat(spaces)}"`);
  const piece = fc.oneof(run, run, nested, unbalanced, fc.string({ maxLength: 64 }));
  return fc.array(piece, { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('').slice(0, max));
}

/**
 * A failing 100 KB input would fill the report: fast-check prints values through
 * `fc.toStringMethod`, so a hostile text shows as its length and its start only.
 */
export const described = (arbitrary: fc.Arbitrary<string>) =>
  arbitrary.map((text) => ({
    text,
    [fc.toStringMethod]: () => `${text.length} chars: ${JSON.stringify(text.slice(0, 80))}…`,
  }));

/** Header values cannot hold NUL, CR or LF (the Fetch API refuses them), nor characters above 0xFF. */
export const hostileHeader = (max = HUGE) =>
  hostileText(
    max,
    CHUNKS.filter((c) => c !== '\t'),
  ).map((text) => text.replace(/[^\x20-\x7e]/g, 'x'));
