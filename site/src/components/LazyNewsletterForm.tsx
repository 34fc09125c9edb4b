import { lazy, type ComponentProps } from 'react';
import type { NewsletterForm as NewsletterFormComponent } from './NewsletterForm';

const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The newsletter form with its code (form state, validation, the lead API) in a chunk of its own,
 * evaluated apart from the application's. The server renders the form whole. Deliberately no
 * Suspense boundary of its own: the page hydrates with the form, not before it, so the form works
 * as soon as the page says it is interactive (`html[data-hydrated]`); a boundary would hydrate later
 * and, meanwhile, a click on Subscribe would submit natively and reload the page. (Its chunks are
 * not preloaded with the application's: listing them would push a post's HTML past the 14 KB a
 * first round trip carries.)
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterFormComponent>) {
  return <NewsletterForm {...props} />;
}
