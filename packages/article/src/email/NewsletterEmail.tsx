/** @jsxRuntime automatic @jsxImportSource react */
// The runtime is named here, not left to the tsconfig of whoever compiles this file: the mail worker
// runs it through tsx with its own package's tsconfig, which has no JSX setting (classic: React.createElement).
import type { ReactNode } from 'react';
import { formatLongDate } from '@parley/shared/dates';
import { safeUrl, type Reference } from '@parley/shared/markdown';
import { EmailMarkdown } from './email-markdown';
import { EMAIL_MESSAGES } from './email-messages';
import { EMAIL_STYLES as S } from './email-styles';
import { absoluteUrl } from './email-urls';

export interface NewsletterEmailProps {
  subject: string;
  excerpt: string;
  /** The post's body without its reference lines. */
  body: string;
  references: readonly Reference[];
  coverImage: string | null;
  publishedAt: string | null;
  postUrl: string;
  siteHost: string;
  postalAddress: string;
  unsubscribeUrl: string;
}

/**
 * The whole mail as one HTML document: a centred card (tables, the layout every mail client keeps)
 * with the title, date, cover picture, the post and its references, then the footer with the sender's
 * postal address and the unsubscribe link. Every style is inline.
 */
export function NewsletterEmail(props: NewsletterEmailProps): ReactNode {
  const cover = props.coverImage ? absoluteUrl(props.coverImage, props.postUrl) : '';
  const date = props.publishedAt ? formatLongDate(props.publishedAt) : '';
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{props.subject}</title>
      </head>
      <body style={S.body}>
        {/* The line inboxes show after the subject. */}
        {props.excerpt ? <div style={S.preheader}>{props.excerpt}</div> : null}
        <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={S.outer}>
          <tbody>
            <tr>
              <td align="center" style={S.outerCell}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={S.card}>
                  <tbody>
                    <tr>
                      <td style={S.cardCell}>
                        <h1 style={S.title}>
                          <a href={props.postUrl} style={S.titleLink}>
                            {props.subject}
                          </a>
                        </h1>
                        {date ? <p style={S.date}>{date}</p> : null}
                        {cover ? <img src={cover} alt="" width={584} loading="lazy" style={S.cover} /> : null}
                        <EmailMarkdown markdown={props.body} postUrl={props.postUrl} />
                        <EmailReferences references={props.references} postUrl={props.postUrl} />
                        <p style={S.readOnSite}>
                          <a href={props.postUrl} style={S.a}>
                            {EMAIL_MESSAGES.readOnSite}
                          </a>
                        </p>
                      </td>
                    </tr>
                    <tr>
                      <td style={S.footerCell}>
                        <p style={S.footerParagraph}>{EMAIL_MESSAGES.whyReceived(props.siteHost)}</p>
                        <p style={S.footerParagraph}>
                          {props.postalAddress.split('\n').map((line, index) => (
                            <span key={index}>
                              {index > 0 ? <br /> : null}
                              {line}
                            </span>
                          ))}
                        </p>
                        <p style={S.footerParagraph}>
                          <a href={props.unsubscribeUrl} style={S.footerLink}>
                            {EMAIL_MESSAGES.unsubscribe}
                          </a>
                        </p>
                      </td>
                    </tr>
                  </tbody>
                </table>
              </td>
            </tr>
          </tbody>
        </table>
      </body>
    </html>
  );
}

function EmailReferences({
  references,
  postUrl,
}: {
  references: readonly Reference[];
  postUrl: string;
}): ReactNode {
  if (references.length === 0) return null;
  return (
    <>
      <h2 style={S.h2}>{EMAIL_MESSAGES.references}</h2>
      <ol style={S.ol}>
        {references.map((reference, index) => {
          const href = safeUrl(reference.url) ? absoluteUrl(reference.url, postUrl) : '';
          return (
            <li key={`${index}-${reference.number}`} value={reference.number} style={S.li}>
              {href ? (
                <a href={href} style={S.a}>
                  {reference.title}
                </a>
              ) : (
                reference.title
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
