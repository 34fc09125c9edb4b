import { Badge, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { links } from '../../config/paths';
import type { CaseStudy } from './content';
import { IllustrationWithFallback } from '../../components/IllustrationWithFallback';

/**
 * A case study. There are no case-study detail pages, so instead of a dead "Read more" the card offers
 * a conversation about the visitor's own case (docs/routes.md#no-dead-ends).
 */
export function CaseStudyCard({ study, featured = false }: { study: CaseStudy; featured?: boolean }) {
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Card.Section mb="md">
        <IllustrationWithFallback
          src={study.image}
          alt={`${study.company} case study illustration`}
          height={featured ? 260 : 160}
        />
      </Card.Section>
      <Stack gap="xs" style={{ flexGrow: 1 }}>
        <Badge variant="light" style={{ alignSelf: 'flex-start' }}>
          {study.industry}
        </Badge>
        <Title order={featured ? 2 : 3} size={featured ? 'h3' : 'h5'}>
          {study.title}
        </Title>
        <Text size="sm" c="dimmed">
          {study.company}
        </Text>
        <Text size="sm">{study.excerpt}</Text>
        <List size="sm" spacing={2}>
          {study.results.map((result) => (
            <List.Item key={result}>{result}</List.Item>
          ))}
        </List>
      </Stack>
      {featured && (
        <Button
          component={Link}
          to={links.signup({ type: 'demo' })}
          mt="md"
          variant="light"
          style={{ alignSelf: 'flex-start' }}
        >
          Talk to us about your case
        </Button>
      )}
    </Card>
  );
}
