/**
 * The post mail. The contract's renderer is `renderNewsletterEmail` from `@parley/article/email`
 * (branch nl-admin): the post's markdown through the site's article renderer, absolute links, inline
 * styles. Until that branch is merged this module renders the same input as a plain mail of the
 * title, the excerpt and a link to the post; the merge replaces the body of `renderPostMail` with a
 * call to `renderNewsletterEmail` (same input, same output shape).
 */
export interface NewsletterPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  cover_image: string | null;
  published_at: string | null;
}

export interface RenderNewsletterEmailInput {
  post: NewsletterPost;
  siteUrl: string;
  postalAddress: string;
  unsubscribeUrl: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function renderPostMail(input: RenderNewsletterEmailInput): RenderedEmail {
  const postUrl = `${input.siteUrl}/blog/${encodeURIComponent(input.post.slug)}`;
  const text = [
    input.post.title,
    '',
    input.post.excerpt,
    '',
    `Read it on the site: ${postUrl}`,
    '',
    '--',
    input.postalAddress,
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5;color:#1a1a1a">',
    `<h1 style="font-size:22px">${escapeHtml(input.post.title)}</h1>`,
    `<p>${escapeHtml(input.post.excerpt)}</p>`,
    `<p><a href="${escapeHtml(postUrl)}">Read it on the site</a></p>`,
    `<hr><p style="font-size:12px;color:#555">${escapeHtml(input.postalAddress)}<br>`,
    `<a href="${escapeHtml(input.unsubscribeUrl)}">Unsubscribe</a></p>`,
    '</body></html>',
  ].join('');
  return { subject: input.post.title, html, text };
}
