// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unstyledMantineClasses } from './mantine-css-coverage';

describe('unstyledMantineClasses', () => {
  const button = 'var classes={root:"m_77c9d27d",inner:"m_80f1301b"};';
  const badge = 'const c={root:"m_347db0ec"}';

  it('is empty when every Mantine class the code uses has a rule', () => {
    const css = '.m_77c9d27d{padding:0}.m_80f1301b{display:flex}:where(.m_347db0ec){color:red}';
    expect(unstyledMantineClasses([button, badge], [css])).toEqual([]);
  });

  it('names the classes of a component whose stylesheet is missing, once each, sorted', () => {
    const css = '.m_77c9d27d{padding:0}.m_80f1301b{display:flex}';
    expect(unstyledMantineClasses([badge, button, badge], [css])).toEqual(['m_347db0ec']);
  });

  it('looks across every chunk and every stylesheet', () => {
    expect(
      unstyledMantineClasses([button, badge], ['.m_77c9d27d{}', '.m_80f1301b{}', '.m_347db0ec{}']),
    ).toEqual([]);
  });

  it('ignores look-alikes that are not Mantine class names', () => {
    expect(unstyledMantineClasses(['form_m_12345678x', 'am_12345678', 'm_1234567'], [''])).toEqual([]);
  });
});
