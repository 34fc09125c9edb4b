import postcss from 'postcss';
import { scanStartTags } from './start-tags';

/** What a stylesheet's selectors and variables can tell pages apart by. */
export interface StyleVocabulary {
  classes: ReadonlySet<string>;
  ids: ReadonlySet<string>;
  /** Attributes a selector tests the presence of (`[data-disabled]`)… */
  attributes: ReadonlySet<string>;
  /** …and those it tests the value of (`[data-variant=filled]`). */
  attributeValues: ReadonlySet<string>;
  /** Custom properties the stylesheet declares. */
  variables: ReadonlySet<string>;
}

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;
const ID = /#(-?[_a-zA-Z][\w-]*)/g;
const ATTRIBUTE = /\[\s*([\w:-]+)\s*([~|^$*]?=)?/g;
/** A `var(--name` reference. Linear: a literal, optional spaces, then a name. */
const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

/** The vocabulary of the build's stylesheet (its own CSS, read once). */
export function createStyleVocabulary(css: string): StyleVocabulary {
  const vocabulary = {
    classes: new Set<string>(),
    ids: new Set<string>(),
    attributes: new Set<string>(),
    attributeValues: new Set<string>(),
    variables: new Set<string>(),
  };
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    for (const [, name] of rule.selector.matchAll(CLASS)) vocabulary.classes.add(name!);
    for (const [, name] of rule.selector.matchAll(ID)) vocabulary.ids.add(name!);
    for (const [, name, operator] of rule.selector.matchAll(ATTRIBUTE)) {
      vocabulary.attributes.add(name!.toLowerCase());
      if (operator) vocabulary.attributeValues.add(name!.toLowerCase());
    }
  });
  root.walkDecls(/^--/, (decl) => {
    vocabulary.variables.add(decl.prop);
  });
  return vocabulary;
}

/**
 * What decides a page's critical CSS, as text: its element names, its classes and ids the
 * stylesheet names, the attributes the stylesheet's selectors test (with their values where a
 * selector tests one), and the stylesheet's variables the page reads. Not its text, links, data or
 * query: two posts, two searches or two playground runs built of the same components have the same
 * signature, so the same critical CSS. (Selectors that depend on the order of elements, `+` or
 * `:first-child`, are judged on the first page of a signature; the full stylesheet, loaded right
 * after the first paint, has every rule.) One pass over the page's start tags (start-tags.ts, not a
 * full HTML parser: a fifth of the time), then one over its `var(` references: linear in its length.
 */
export function pageSignature(html: string, vocabulary: StyleVocabulary): string {
  const tokens = new Set<string>();
  // A page repeats its elements, class lists and attributes many times (a 160 KB playground run:
  // 960 tags, 2,000 attributes, a few dozen distinct class lists): each is read into tokens once,
  // never split or formatted again (half the signature's time, issue #31's fifth round).
  const names = new Set<string>();
  const classLists = new Set<string>();
  const attributes = new Set<string>();
  const attributeValues = new Set<string>();
  scanStartTags(html, ({ name, attributes: tagAttributes }) => {
    if (!names.has(name)) {
      names.add(name);
      tokens.add(`<${name}`);
    }
    for (const [attribute, value] of tagAttributes) {
      if (attribute === 'class') {
        if (!classLists.has(value)) {
          classLists.add(value);
          for (const name of value.split(/\s+/)) if (vocabulary.classes.has(name)) tokens.add(`.${name}`);
        }
      } else if (attribute === 'id') {
        if (vocabulary.ids.has(value)) tokens.add(`#${value}`);
      }
      if (vocabulary.attributeValues.has(attribute)) {
        const token = `[${attribute}=${value}]`;
        if (!attributeValues.has(token)) {
          attributeValues.add(token);
          tokens.add(token);
        }
      } else if (vocabulary.attributes.has(attribute) && !attributes.has(attribute)) {
        attributes.add(attribute);
        tokens.add(`[${attribute}]`);
      }
    }
  });
  for (const [, name] of html.matchAll(VAR_REFERENCE)) {
    if (vocabulary.variables.has(name!)) tokens.add(name!);
  }
  return [...tokens].sort().join('\n');
}
