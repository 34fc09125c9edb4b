import postcss, { type AtRule, type Plugin, type Rule } from 'postcss';

/**
 * `[data-mantine-color-scheme=dark]`, any quoting. Mantine (and postcss-preset-mantine's
 * `light-dark()`) writes every scheme-specific rule under this attribute on `<html>`. Linear: literal
 * text, one optional quote, a word. Build-time input only (the site's own stylesheet).
 */
const SCHEME_ATTRIBUTE = /\[data-mantine-color-scheme=(['"]?)(light|dark)\1\]/g;
const ROOT_SCHEME_ATTRIBUTE = /:root\[data-mantine-color-scheme=(['"]?)(light|dark)\1\]/g;

/** `<html>` before any script chose a scheme: the page without JavaScript. */
const UNCHOSEN_ROOT = ':root:not([data-mantine-color-scheme])';
/** The same `<html>` as an ancestor, with the attribute selector's own specificity (0,1,0). */
const UNCHOSEN_ANCESTOR = ':where(:root):not([data-mantine-color-scheme])';

type Scheme = 'light' | 'dark';

function schemesOf(selector: string): Set<Scheme> {
  return new Set([...selector.matchAll(SCHEME_ATTRIBUTE)].map((match) => match[2] as Scheme));
}

/** The selector for a page whose `<html>` has no scheme yet, or undefined when it cannot apply. */
function unchosenSelector(selector: string, scheme: Scheme): string | undefined {
  const schemes = schemesOf(selector);
  if (schemes.size !== 1 || !schemes.has(scheme)) return undefined;
  if (selector.includes(':host(')) return undefined; // shadow roots: the site has none
  return selector.replace(ROOT_SCHEME_ATTRIBUTE, UNCHOSEN_ROOT).replace(SCHEME_ATTRIBUTE, UNCHOSEN_ANCESTOR);
}

function insideKeyframes(rule: Rule): boolean {
  for (let parent: postcss.Node | undefined = rule.parent; parent; parent = parent.parent) {
    if (parent.type === 'atrule' && /keyframes$/i.test((parent as AtRule).name)) return true;
  }
  return false;
}

/**
 * Adds, after each scheme rule of `root`, its copy for an `<html>` with no scheme, under
 * `@media (prefers-color-scheme: light|dark)`; answers the copies. `rootSelector` is what stands for
 * `:root[data-mantine-color-scheme=…]` in them.
 */
function addUnchosenCopies(root: postcss.Root, rootSelector = UNCHOSEN_ROOT): AtRule[] {
  const rules: Rule[] = [];
  root.walkRules((rule) => {
    if (rule.selector.includes('data-mantine-color-scheme') && !insideKeyframes(rule)) rules.push(rule);
  });
  const copies: AtRule[] = [];
  for (const rule of rules) {
    let after: postcss.ChildNode = rule;
    for (const scheme of ['light', 'dark'] as const) {
      const selectors = rule.selectors.flatMap((selector) => {
        const unchosen = unchosenSelector(selector, scheme);
        return unchosen === undefined ? [] : [unchosen.replaceAll(UNCHOSEN_ROOT, rootSelector)];
      });
      if (selectors.length === 0) continue;
      const media = postcss.atRule({ name: 'media', params: `(prefers-color-scheme: ${scheme})` });
      media.append(rule.clone({ selectors }));
      after.after(media);
      after = media;
      copies.push(media);
    }
  }
  return copies;
}

/**
 * The page without JavaScript follows the system's scheme. Mantine's scheme rules need
 * `data-mantine-color-scheme` on `<html>`, which only a script sets (the template's inline script,
 * then MantineProvider); the server sends `<html>` without it. So each scheme rule gets a copy for
 * an `<html>` with no scheme, under `@media (prefers-color-scheme: light|dark)`, placed right after
 * it and with the same specificity, so the cascade is the one the attribute would give.
 */
export function colorSchemeFallback(): Plugin {
  return {
    postcssPlugin: 'parley-color-scheme-fallback',
    OnceExit(root) {
      addUnchosenCopies(root);
    },
  };
}
colorSchemeFallback.postcss = true as const;

/**
 * The theme's own scheme variables (MantineProvider's `<style data-mantine-styles="true">`: the
 * primary shade's filled colours, the readable "dimmed") for a page without a scheme: the same
 * copies, as CSS for the page's head. Their selector, `html:root:not([data-mantine-color-scheme])`,
 * outranks the stylesheet's copies of Mantine's defaults, which load after the head's CSS (in the
 * page the theme's tag, in the body, wins by coming last; these come first).
 */
export function themeVariablesWithoutScheme(mantineStyles: string): string {
  const copies = addUnchosenCopies(postcss.parse(mantineStyles), THEME_UNCHOSEN_ROOT);
  return copies.map((copy) => copy.toString()).join('');
}

/** See {@link themeVariablesWithoutScheme}: one element selector more than the stylesheet's copies. */
export const THEME_UNCHOSEN_ROOT = `html${UNCHOSEN_ROOT}`;
