/** The parts of a rendered page that go into the client build's `index.html`. */
export interface DocumentParts {
  head: string;
  body: string;
  data: string;
}

/** Fills the placeholders of the built `index.html` (see site/index.html) with a rendered page. */
export function fillTemplate(template: string, { head, body, data }: DocumentParts): string {
  // Functions as replacements, so a `$&` in a post's text is never read as a replacement pattern.
  return template
    .replace('<!--page-head-->', () => head)
    .replace('<!--page-body-->', () => body)
    .replace('<!--page-data-->', () => data);
}
