import type { Definition, List, ListItem, Nodes, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { absoluteUrl } from './email-urls';

// The plain-text part: the same markdown + GFM parse as the article, written as text a person reads
// in any mail client. Headings are underlined, lists keep their markers, links read `text (url)`,
// pictures `description (url)`. URLs pass the article's protocol rule and are made absolute; raw HTML
// stays the literal text the article shows for it (a text part cannot run anything).

const parser = unified().use(remarkParse).use(remarkGfm);

interface TextContext {
  postUrl: string;
  definitions: Map<string, Definition>;
}

/** The post's body (reference lines already removed) as plain text, blocks apart by a blank line. */
export function markdownToText(markdown: string, postUrl: string): string {
  const root = parser.parse(markdown) as Root;
  const definitions = new Map<string, Definition>();
  collectDefinitions(root, definitions);
  const context: TextContext = { postUrl, definitions };
  const footnotes = root.children.filter((node) => node.type === 'footnoteDefinition');
  const body = blocks(root.children, context);
  if (footnotes.length === 0) return body;
  const notes = footnotes.map((note) =>
    indentAfterFirst(`[${note.label ?? note.identifier}] ${blocks(note.children, context)}`, 2),
  );
  return `${body}\n\n${notes.join('\n')}`;
}

function collectDefinitions(node: Nodes, into: Map<string, Definition>): void {
  if (node.type === 'definition' && !into.has(node.identifier)) into.set(node.identifier, node);
  if ('children' in node) for (const child of node.children) collectDefinitions(child, into);
}

function blocks(nodes: readonly RootContent[], context: TextContext, separator = '\n\n'): string {
  return nodes
    .map((node) => block(node, context))
    .filter((text) => text !== '')
    .join(separator);
}

function block(node: RootContent, context: TextContext): string {
  switch (node.type) {
    case 'heading': {
      const text = inline(node.children, context);
      const lastLine = text.slice(text.lastIndexOf('\n') + 1);
      return `${text}\n${'-'.repeat(Math.max(3, Array.from(lastLine).length))}`;
    }
    case 'paragraph':
      return inline(node.children, context);
    case 'blockquote':
      return blocks(node.children, context)
        .split('\n')
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n');
    case 'list':
      return list(node, context);
    case 'code':
      return node.value
        .split('\n')
        .map((line) => (line ? `    ${line}` : ''))
        .join('\n');
    case 'html':
      return node.value;
    case 'thematicBreak':
      return '----------';
    case 'table':
      return node.children
        .map((row) => row.children.map((cell) => inline(cell.children, context)).join(' | '))
        .join('\n');
    // Definitions are resolved where they are used; footnotes are written after the body.
    case 'definition':
    case 'footnoteDefinition':
      return '';
    default:
      return 'children' in node ? blocks(node.children as RootContent[], context) : textOf(node);
  }
}

function list(node: List, context: TextContext): string {
  const start = node.start ?? 1;
  const tight = !node.spread && node.children.every((item) => !item.spread);
  return node.children
    .map((item, index) => {
      const marker = node.ordered ? `${start + index}. ` : '- ';
      return indentAfterFirst(
        `${marker}${task(item)}${blocks(item.children, context, tight ? '\n' : '\n\n')}`,
        marker.length,
      );
    })
    .join(tight ? '\n' : '\n\n');
}

function task(item: ListItem): string {
  if (item.checked === true) return '[x] ';
  if (item.checked === false) return '[ ] ';
  return '';
}

/** Indents every line but the first, so a list item's later lines sit under its text. */
function indentAfterFirst(text: string, width: number): string {
  const pad = ' '.repeat(width);
  return text
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `${pad}${line}`))
    .join('\n');
}

function inline(nodes: readonly PhrasingContent[], context: TextContext): string {
  return nodes.map((node) => phrase(node, context)).join('');
}

function phrase(node: PhrasingContent, context: TextContext): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'break':
      return '\n';
    case 'link':
      return link(inline(node.children, context), node.url, context);
    case 'linkReference': {
      const definition = context.definitions.get(node.identifier);
      const text = inline(node.children, context);
      return definition ? link(text, definition.url, context) : text;
    }
    case 'image':
      return picture(node.alt ?? '', node.url, context);
    case 'imageReference': {
      const definition = context.definitions.get(node.identifier);
      return definition ? picture(node.alt ?? '', definition.url, context) : (node.alt ?? '');
    }
    case 'footnoteReference':
      return `[${node.label ?? node.identifier}]`;
    default:
      return 'children' in node ? inline(node.children as PhrasingContent[], context) : textOf(node);
  }
}

/** `text (url)`; only the URL when the text is the URL itself (autolinks); only the text when refused. */
export function link(text: string, url: string, context: Pick<TextContext, 'postUrl'>): string {
  const absolute = absoluteUrl(url, context.postUrl);
  if (!absolute) return text;
  if (!text.trim() || text === url || text === absolute || `mailto:${text}` === absolute) return absolute;
  return `${text} (${absolute})`;
}

function picture(alt: string, url: string, context: TextContext): string {
  const absolute = absoluteUrl(url, context.postUrl);
  if (!absolute) return alt;
  return alt.trim() ? `${alt} (${absolute})` : absolute;
}

function textOf(node: Nodes): string {
  return 'value' in node && typeof node.value === 'string' ? node.value : '';
}
