import { useId, type ReactNode } from 'react';
import { safeUrl, type Reference } from '@parley/shared/markdown';

export interface ArticleReferencesProps {
  references: readonly Reference[];
}

/** The numbered "References" list under a post; renders nothing when there are none. */
export function ArticleReferences({ references }: ArticleReferencesProps): ReactNode {
  const headingId = useId();
  if (references.length === 0) return null;
  return (
    <section className="parley-article__references" aria-labelledby={headingId}>
      <h2 id={headingId}>References</h2>
      <ol>
        {references.map((reference, index) => {
          const href = safeUrl(reference.url);
          return (
            // `value` keeps the number the text cites ([3] stays 3) even when lines are out of order.
            <li key={`${index}-${reference.number}`} value={reference.number}>
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer">
                  {reference.title}
                </a>
              ) : (
                reference.title
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
