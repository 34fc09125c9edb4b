/**
 * `![alt](url)` for an uploaded image. The alt text is one line with `\`, `[` and `]` escaped, so
 * whatever the admin types stays alt text and cannot close the image early or start a link. In the
 * URL, the characters that could end it (spaces, newlines, parentheses, angle brackets) are
 * percent-encoded, although the bucket's content-hashed names never contain them.
 */
export function imageMarkdown(alt: string, url: string): string {
  const safeAlt = alt
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\[\]]/g, (character) => `\\${character}`);
  const safeUrl = url.replace(/[<>()\s]/g, (character) =>
    character === '(' ? '%28' : character === ')' ? '%29' : encodeURIComponent(character),
  );
  return `![${safeAlt}](${safeUrl})`;
}

/** `text` with `insertion` in place of the characters from `start` to `end` (clamped to the text). */
export function insertText(text: string, insertion: string, start: number, end = start): string {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return text.slice(0, from) + insertion + text.slice(to);
}

/**
 * The alt text offered for a file: its name without the extension, separators as spaces
 * ("team-photo_2024.png" → "team photo 2024"). Cut at 200 characters: a name is not a description.
 */
export function altFromFileName(fileName: string): string {
  const base = fileName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  return base
    .replace(/[-_.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
