export interface Reference {
  number: number;
  url: string;
  /** The quoted title, or the URL when the line has none. */
  title: string;
}

export interface ExtractedReferences {
  /** The content without the reference lines; every other line is kept byte for byte. */
  body: string;
  references: Reference[];
}

// `[n]: http(s)://url "optional title"`, alone on its line (trailing whitespace allowed).
const REFERENCE_LINE = /^[ \t]*\[(\d+)\]:[ \t]*(https?:\/\/[^\s"]+)(?:[ \t]+"(.*)")?[ \t]*$/i;

/**
 * Collects a blog post's reference lines (docs/product-rules.md#markdown-and-links) in order and
 * removes them from the body. A removed line takes its own line ending (`\n` or `\r\n`) with it;
 * nothing else is touched, so CRLF content stays CRLF.
 */
export function extractReferences(content: string): ExtractedReferences {
  const references: Reference[] = [];
  let body = '';
  // Each piece is one line including its `\n`, if any (a `\r` before it stays part of the line).
  for (const line of content.split(/(?<=\n)/)) {
    const text = line.replace(/\r?\n$/, '');
    const match = REFERENCE_LINE.exec(text);
    if (!match) {
      body += line;
      continue;
    }
    const [, number = '', url = '', title] = match;
    references.push({ number: Number.parseInt(number, 10), url, title: title?.trim() ? title : url });
  }
  return { body, references };
}
