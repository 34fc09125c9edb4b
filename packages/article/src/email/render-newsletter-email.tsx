/** @jsxRuntime automatic @jsxImportSource react */
// The runtime is named here, not left to the tsconfig of whoever compiles this file: the mail worker
// runs it through tsx with its own package's tsconfig, which has no JSX setting (classic: React.createElement).
import { renderToStaticMarkup } from 'react-dom/server';
import { formatLongDate } from '@parley/shared/dates';
import { extractReferences } from '@parley/shared/markdown';
import { EMAIL_MESSAGES } from './email-messages';
import { newsletterSubject } from './email-subject';
import { link, markdownToText } from './email-text';
import { postUrl as postUrlOf, requireHttpUrl } from './email-urls';
import { NewsletterEmail } from './NewsletterEmail';

export interface NewsletterEmailPost {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  cover_image: string | null;
  published_at: string | null;
}

export interface NewsletterEmailInput {
  /** The post as the send snapshotted it (`newsletter_sends.post_snapshot`). */
  post: NewsletterEmailPost;
  /** The public site's origin (and path, if it lives under one): every link and picture resolves against it. */
  siteUrl: string;
  /** The sender's postal address for the footer; lines apart by `\n`. */
  postalAddress: string;
  /** This recipient's own one-click unsubscribe address. */
  unsubscribeUrl: string;
}

export interface NewsletterEmail {
  subject: string;
  html: string;
  text: string;
}

/** The mail without its recipient: everything but the unsubscribe URL, which `marker` stands for. */
interface SharedParts {
  subject: string;
  html: string;
  text: string;
  marker: string;
}

/**
 * One send mails the same post to every recipient; only the unsubscribe URL differs. The parts are
 * rendered once per post (a long post takes tens of milliseconds) and the URL put in per recipient.
 * A few entries, so a worker alternating between two sends does not render each time.
 */
const sharedPartsCache = new Map<string, SharedParts>();
const CACHE_ENTRIES = 4;

/**
 * The newsletter mail of a post: subject, HTML part and plain-text part. Pure and isomorphic (Node,
 * the browser, a worker): the admin's preview and the mail worker print the same bytes. Throws a
 * TypeError when `siteUrl` or `unsubscribeUrl` is not an absolute http(s) URL (configuration).
 */
export function renderNewsletterEmail(input: NewsletterEmailInput): NewsletterEmail {
  const site = requireHttpUrl('siteUrl', input.siteUrl);
  const unsubscribeUrl = requireHttpUrl('unsubscribeUrl', input.unsubscribeUrl).href;
  const { post } = input;
  const key = JSON.stringify([
    post.title,
    post.slug,
    post.excerpt,
    post.content,
    post.cover_image,
    post.published_at,
    site.href,
    input.postalAddress,
  ]);
  let parts = sharedPartsCache.get(key);
  if (!parts) {
    parts = renderSharedParts(post, site, input.postalAddress);
    if (sharedPartsCache.size >= CACHE_ENTRIES)
      sharedPartsCache.delete(sharedPartsCache.keys().next().value!);
    sharedPartsCache.set(key, parts);
  }
  return {
    subject: parts.subject,
    html: parts.html.split(parts.marker).join(escapeHtml(unsubscribeUrl)),
    text: parts.text.split(parts.marker).join(unsubscribeUrl),
  };
}

function renderSharedParts(post: NewsletterEmailPost, site: URL, rawPostalAddress: string): SharedParts {
  // Random, so no post can contain it: only the footer's link is replaced.
  const marker = `unsubscribe-${crypto.randomUUID()}`;
  const postUrl = postUrlOf(site, post.slug);
  const subject = newsletterSubject(post.title);
  const { body, references } = extractReferences(post.content);
  const postalAddress = rawPostalAddress.replace(/\r\n?/g, '\n').trim();

  const html = `<!DOCTYPE html>${renderToStaticMarkup(
    <NewsletterEmail
      subject={subject}
      excerpt={post.excerpt}
      body={body}
      references={references}
      coverImage={post.cover_image}
      publishedAt={post.published_at}
      postUrl={postUrl}
      siteHost={site.host}
      postalAddress={postalAddress}
      unsubscribeUrl={marker}
    />,
  )}`;

  const date = post.published_at ? formatLongDate(post.published_at) : '';
  const referenceLines = references.map(
    (reference) => `[${reference.number}] ${link(reference.title, reference.url, { postUrl })}`,
  );
  const text = [
    `${subject}\n${'='.repeat(Math.min(Array.from(subject).length, 72))}`,
    date,
    markdownToText(body, postUrl),
    referenceLines.length > 0 ? `${EMAIL_MESSAGES.references}\n----------\n${referenceLines.join('\n')}` : '',
    `${EMAIL_MESSAGES.readOnSite}: ${postUrl}`,
    '--',
    EMAIL_MESSAGES.whyReceived(site.host),
    postalAddress,
    `${EMAIL_MESSAGES.unsubscribe}: ${marker}`,
  ]
    .filter((part) => part !== '')
    .join('\n\n');

  return { subject, html, text: `${text.replace(/[ \t]+$/gm, '')}\n`, marker };
}

/** What React does to an attribute value: the URL goes into `href="…"`. */
function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}
