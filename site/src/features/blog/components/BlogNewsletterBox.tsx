import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { BLOG_NEWSLETTER_FORM, NewsletterForm } from '../../leads';

/** The newsletter box under the posts; it submits the same newsletter lead as the footer's form. */
export function BlogNewsletterBox() {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="xl"
      bg="var(--mantine-color-blue-light)"
    >
      <Stack gap="sm" maw={560} mx="auto" ta="center">
        <Title order={2} size="h3" id={headingId}>
          Subscribe to our newsletter
        </Title>
        <Text c="dimmed">
          New articles on AI negotiation and B2B commerce, straight to your inbox. No spam.
        </Text>
        <NewsletterForm name={BLOG_NEWSLETTER_FORM} />
      </Stack>
    </Paper>
  );
}
