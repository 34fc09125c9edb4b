import postcss from 'postcss';

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/**
 * `:root`, `:host`, `:root[data-mantine-color-scheme=light]` and, for a page without a scheme,
 * `:root:not([data-mantine-color-scheme])` (`html:root:not(…)` for the theme's own): where Mantine
 * declares its variables.
 */
function isRootRule(node: postcss.Node | undefined): node is postcss.Rule {
  return (
    node?.type === 'rule' &&
    (node as postcss.Rule).selectors.every((selector) =>
      /^(html)?(:root|:host)(\[[^\]]*\]|:not\(\[data-mantine-color-scheme\]\))?$/.test(selector.trim()),
    )
  );
}

function references(text: string): string[] {
  return [...text.matchAll(VAR_REFERENCE)].map((match) => match[1]!);
}

/**
 * Removes, from the `:root` rules of a page's inlined critical CSS, the custom properties nothing on
 * the page uses: no rule, no `style` attribute and no other variable still kept refers to them.
 * Mantine declares ~500 variables (every shade of every colour) and beasties keeps `:root` whole;
 * the first screen needs a fraction, and the full stylesheet, loaded right after, brings the rest.
 * Keeps a prerendered page's HTML small enough to arrive in the first round trip.
 *
 * `criticalCss` is the inlined stylesheet; `html` is the whole page (style attributes, Mantine's
 * own `<style>` tags), searched for references only.
 */
export function pruneRootVariables(criticalCss: string, html: string): string {
  const root = postcss.parse(criticalCss);
  const declared = new Map<string, string[]>();
  root.walkRules((rule) => {
    if (!isRootRule(rule)) return;
    rule.walkDecls(/^--/, (decl) => {
      declared.set(decl.prop, [...(declared.get(decl.prop) ?? []), ...references(decl.value)]);
    });
  });

  // Referenced from anywhere but a :root variable's own value, then everything those refer to.
  const used = new Set<string>(references(html.replace(criticalCss, '')));
  root.walkDecls((decl) => {
    const rootVariable = isRootRule(decl.parent) && decl.prop.startsWith('--');
    if (!rootVariable) references(decl.value).forEach((name) => used.add(name));
  });
  const pending = [...used];
  while (pending.length > 0) {
    for (const name of declared.get(pending.pop()!) ?? []) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }

  root.walkRules((rule) => {
    if (!isRootRule(rule)) return;
    rule.walkDecls(/^--/, (decl) => {
      if (!used.has(decl.prop)) decl.remove();
    });
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}

/** Applies {@link pruneRootVariables} to the critical CSS beasties inlined (the head's plain `<style>`). */
export function pruneInlinedRootVariables(html: string): string {
  const match = /<style>([\s\S]*?)<\/style>/.exec(html.slice(0, html.indexOf('</head>')));
  if (!match) return html;
  const pruned = pruneRootVariables(match[1]!, html);
  return html.replace(match[0], `<style>${pruned}</style>`);
}
