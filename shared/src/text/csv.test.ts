import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

// defuseFormulas has its cases in the studio's to-csv.test.ts (it was born there).
describe('csvCell / csvLine', () => {
  it('quotes what needs quoting and defuses formulas', () => {
    expect(csvLine(['a@b.c', null, undefined, 'x,y', 'say "hi"', '=HYPERLINK("x")', ' padded'])).toBe(
      'a@b.c,,,"x,y","say ""hi""","\'=HYPERLINK(""x"")"," padded"\r\n',
    );
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('+1@evil.example')).toBe("'+1@evil.example");
  });
});
