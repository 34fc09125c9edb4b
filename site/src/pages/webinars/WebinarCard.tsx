import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@parley/router';
import { links } from '../../config/paths';
import type { RecordedWebinar, UpcomingWebinar } from './content';
import { IllustrationWithFallback } from '../../components/IllustrationWithFallback';
import { WEBINAR_MESSAGES } from './webinar-messages';

type WebinarCardProps =
  | { kind: 'upcoming'; webinar: UpcomingWebinar }
  | { kind: 'recorded'; webinar: RecordedWebinar }
  | { kind: 'past'; webinar: UpcomingWebinar };

/**
 * One webinar. Registration is a subscribe lead; recordings are shared on request through the demo form
 * (there is no video host yet), so neither button is a dead link. A session that took place without a
 * recording offers neither: it says so.
 */
export function WebinarCard(props: WebinarCardProps) {
  const { webinar } = props;
  return (
    <Card withBorder radius="md" padding="lg" component="article">
      <Card.Section mb="md">
        <IllustrationWithFallback src={webinar.image} alt={`${webinar.title} webinar cover`} height={150} />
      </Card.Section>
      <Stack gap={6} style={{ flexGrow: 1 }}>
        <Group gap={4}>
          {webinar.tags.map((tag) => (
            <Badge key={tag} size="sm" variant="light" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
        <Title order={3} size="h5">
          {webinar.title}
        </Title>
        <Text size="sm" c="dimmed">
          {webinar.date} · {webinar.time} · {webinar.duration}
        </Text>
        <Text size="sm">{webinar.description}</Text>
        <Text size="sm">
          <strong>{webinar.presenter}</strong>, {webinar.presenterTitle}
        </Text>
        {props.kind === 'recorded' && (
          <Text size="xs" c="dimmed">
            {props.webinar.views.toLocaleString('en-US')} views
          </Text>
        )}
      </Stack>
      {props.kind === 'past' ? (
        <Text size="sm" mt="md" c="dimmed">
          {WEBINAR_MESSAGES.tookPlace}
        </Text>
      ) : props.kind === 'upcoming' ? (
        <Button
          component={Link}
          to={links.signup({ type: 'subscribe' })}
          mt="md"
          aria-label={`Register for ${webinar.title}`}
        >
          Register
        </Button>
      ) : (
        <Button
          component={Link}
          to={links.signup({ type: 'demo' })}
          mt="md"
          variant="light"
          aria-label={`Watch Recording: ${webinar.title}`}
        >
          Watch Recording
        </Button>
      )}
    </Card>
  );
}
