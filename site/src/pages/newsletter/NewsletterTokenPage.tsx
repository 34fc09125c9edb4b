import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { isNewsletterToken } from '@parley/shared/newsletter';
import { PageMeta } from '../../components/PageMeta';
import { FORM_NAME_FIELD, useFormPost } from '../../lib/form-post';
import { useLocation, useSearchParams } from '@parley/router';
import { FAILED, INVALID_LINK, NEWSLETTER_PAGES, actionOfPath, type NewsletterPageText } from './content';

/** A button posting `token` to a newsletter page: a native form, so it works before and without JavaScript. */
function TokenButton({ page, token }: { page: NewsletterPageText; token: string }) {
  return (
    <form method="post" action={`${page.path}?token=${encodeURIComponent(token)}`}>
      <input type="hidden" name={FORM_NAME_FIELD} value={page.form} />
      <Button type="submit">{page.button}</Button>
    </form>
  );
}

/**
 * /newsletter/confirm, /newsletter/unsubscribe and /newsletter/resubscribe, each `?token=…` from a
 * mail. A GET changes nothing (mail scanners open links); the button posts, and the site server
 * (server/newsletter-posts.ts) answers with this page again, showing the outcome.
 */
export default function NewsletterTokenPage() {
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const action = actionOfPath(pathname);
  const page = NEWSLETTER_PAGES[action];
  const token = searchParams.get('token') ?? '';
  const posted = useFormPost(page.form);
  const invalid = !isNewsletterToken(token) || posted?.errors.token !== undefined;

  let body;
  if (invalid) {
    body = (
      <Stack gap="sm" role="alert">
        <Title order={1} size="h2">
          {INVALID_LINK.title}
        </Title>
        <Text>{INVALID_LINK.text}</Text>
      </Stack>
    );
  } else if (posted?.sent) {
    body = (
      <Stack gap="sm" role="status">
        <Title order={1} size="h2">
          {page.doneTitle}
        </Title>
        <Text>{page.doneText}</Text>
        {action === 'unsubscribe' && <TokenButton page={NEWSLETTER_PAGES.resubscribe} token={token} />}
      </Stack>
    );
  } else {
    body = (
      <Stack gap="sm">
        <Title order={1} size="h2">
          {page.title}
        </Title>
        <Text>{page.intro}</Text>
        {posted?.failed && (
          <Text c="red" role="alert">
            {FAILED}
          </Text>
        )}
        <TokenButton page={page} token={token} />
      </Stack>
    );
  }
  return (
    <Container size={560} py="xl">
      <PageMeta title={page.title} description={page.intro} path={page.path} noindex />
      <Paper withBorder shadow="sm" p="lg" radius="md">
        {body}
      </Paper>
    </Container>
  );
}
