import { lazy, Suspense, type ComponentProps } from 'react';
import type { NewsletterForm as NewsletterFormComponent } from './NewsletterForm';

const NewsletterForm = lazy(() =>
  import('./NewsletterForm').then((module) => ({ default: module.NewsletterForm })),
);

/**
 * The newsletter form with its code (form state, validation, the lead API) loaded apart from the
 * page, which does not need it to show. The server renders the form whole; the browser hydrates it
 * once its code has arrived.
 */
export function LazyNewsletterForm(props: ComponentProps<typeof NewsletterFormComponent>) {
  return (
    <Suspense fallback={null}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
