/** The parts of a rendered page that go into the client build's `index.html`. */
export interface DocumentParts {
  head: string;
  body: string;
  data: string;
}

// Functions as replacements throughout, so a `$&` in a post's text is never read as a pattern.

/** Fills the head and body placeholders of the built `index.html` (see site/index.html). */
export function fillMarkup(template: string, { head, body }: Pick<DocumentParts, 'head' | 'body'>): string {
  return template.replace('<!--page-head-->', () => head).replace('<!--page-body-->', () => body);
}

/** Fills the data placeholder (the server's query cache as JSON) of a page filled by `fillMarkup`. */
export function fillData(html: string, data: string): string {
  return html.replace('<!--page-data-->', () => data);
}
