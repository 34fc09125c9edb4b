import { lazy, type ComponentProps } from 'react';
import type { NewsletterForm as NewsletterFormComponent } from './NewsletterForm';

const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The newsletter form with its code (form state, validation, the lead API) in a chunk of its own,
 * evaluated apart from the application's. The server renders the form whole. Deliberately no
 * Suspense boundary of its own: the page hydrates with the form, not before it, so the form works
 * as soon as the page says it is interactive (`html[data-hydrated]`). Before that, a click on
 * Subscribe posts the form to its page, which the site server answers (server/lead-posts.ts). (Its chunks are
 * not preloaded with the application's: listing them would push a post's HTML past the 14 KB a
 * first round trip carries.)
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterFormComponent>) {
  return <NewsletterForm {...props} />;
}
