import { Parser } from 'htmlparser2';
import { createHash } from 'node:crypto';

/**
 * The `type`s a browser runs, or reads under the page's script policy all the same (an inline import
 * map or speculation rules need a hash too). Anything else (`application/json`,
 * `application/ld+json`) is a data block the browser never executes and CSP never checks.
 * The JavaScript MIME types are the HTML standard's list.
 */
const EXECUTED_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

/** What a page's HTML carries that its Content-Security-Policy must allow, or would block. */
export interface InlineCode {
  /** CSP source expressions (`'sha256-…'`) of its inline scripts, in document order, no repeats. */
  scriptHashes: string[];
  /** Its inline event handler attributes (`onload="…"`): a hash-only policy blocks these. */
  eventHandlers: string[];
}

/** `'sha256-…'`: what `script-src` needs to run an inline script whose text is `source`. */
export function scriptHash(source: string): string {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

/**
 * The inline code of an HTML document, read with a real HTML parser (script text is raw text,
 * hashed exactly as the browser reads it). For documents this server trusts (the build's template,
 * the prerendered pages): hashing every script of a page that carries stored content would allow a
 * script smuggled into that content too.
 */
export function findInlineCode(html: string): InlineCode {
  const hashes = new Set<string>();
  const eventHandlers: string[] = [];
  let script: string[] | undefined; // the text of the inline script being read, if any
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        for (const [attribute, value] of Object.entries(attributes)) {
          if (attribute.startsWith('on')) eventHandlers.push(`<${name} ${attribute}="${value}">`);
        }
        if (name !== 'script' || 'src' in attributes) return;
        const type = (attributes.type ?? '').trim().toLowerCase();
        if (EXECUTED_TYPES.has(type)) script = [];
      },
      ontext(text) {
        script?.push(text);
      },
      onclosetag(name) {
        if (name !== 'script' || script === undefined) return;
        hashes.add(scriptHash(script.join('')));
        script = undefined;
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return { scriptHashes: [...hashes], eventHandlers };
}
