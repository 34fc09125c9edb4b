import {
  Badge,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Link } from '@parley/router';
import { CallToAction } from '../../components/marketing/CallToAction';
import { PageHeading } from '../../components/marketing/PageHeader';
import { PageMeta } from '../../components/PageMeta';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import { tabHref } from '../../components/query-tabs/tab-from-query';
import { links, paths } from '../../config/paths';
import { IllustrationWithFallback } from '../../components/IllustrationWithFallback';
import { useClockAfterHydration } from '../../lib/use-clock-after-hydration';
import { WebinarCard } from './WebinarCard';
import { WEBINAR_MESSAGES } from './webinar-messages';
import { webinarSchedule } from './webinar-schedule';
import { WEBINAR_TABS } from './webinar-tabs';

/**
 * /webinars: featured webinar, upcoming and recorded tabs (`?tab=`), and the subscribe banner. Only a
 * session that has not started is offered as upcoming (docs/product-rules.md#webinars): the page is
 * prerendered, so it splits at the build time first and at the browser's clock once hydrated.
 */
export default function WebinarsPage() {
  const { featured, upcoming, recorded, pastWithoutRecording } = webinarSchedule(useClockAfterHydration());
  const featuredWebinar = featured.webinar;
  return (
    <Container size="lg" py="xl">
      <PageMeta route="webinars" />
      <Stack gap={48}>
        <PageHeading
          title="Webinars"
          subtitle="Learn from the Parley team how autonomous agents negotiate real B2B deals."
        />
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="featured-heading">
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <IllustrationWithFallback
                src={featuredWebinar.image}
                alt={`${featuredWebinar.title} webinar cover`}
                height={260}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="xs">
                <Badge color="pink" style={{ alignSelf: 'flex-start' }}>
                  Featured webinar
                </Badge>
                <Title order={2} id="featured-heading" size="h3">
                  {featuredWebinar.title}
                </Title>
                <Text size="sm" c="dimmed">
                  {featuredWebinar.date} · {featuredWebinar.time} · {featuredWebinar.duration}
                </Text>
                <Text>{featuredWebinar.description}</Text>
                <Text size="sm">
                  <strong>{featuredWebinar.presenter}</strong>, {featuredWebinar.presenterTitle}
                </Text>
                {featured.upcoming ? (
                  <Button
                    component={Link}
                    to={links.signup({ type: 'subscribe' })}
                    style={{ alignSelf: 'flex-start' }}
                    aria-label={`Register for ${featuredWebinar.title}`}
                  >
                    Register
                  </Button>
                ) : (
                  <Text size="sm" c="dimmed">
                    {WEBINAR_MESSAGES.tookPlace}
                  </Text>
                )}
              </Stack>
            </Grid.Col>
          </Grid>
        </Paper>
        <QueryTabs tabs={WEBINAR_TABS}>
          <Tabs.List>
            <QueryTab value="upcoming">Upcoming</QueryTab>
            <QueryTab value="recorded">Recorded</QueryTab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="lg">
            {upcoming.length > 0 ? (
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {upcoming.map((webinar) => (
                  <WebinarCard key={webinar.id} kind="upcoming" webinar={webinar} />
                ))}
              </SimpleGrid>
            ) : (
              <Text ta="center">{WEBINAR_MESSAGES.noUpcoming}</Text>
            )}
            {/* "View More Webinars" leads to the rest of the catalogue: the recordings (a link to
                their tab, so it works before the page's scripts run). */}
            <Group justify="center" mt="lg">
              <Button
                component={Link}
                to={`${paths.webinars}${tabHref(new URLSearchParams(), 'recorded')}`}
                replace
                preventScrollReset
                variant="outline"
              >
                View More Webinars
              </Button>
            </Group>
          </Tabs.Panel>
          <Tabs.Panel value="recorded" pt="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              {recorded.map((webinar) => (
                <WebinarCard key={webinar.id} kind="recorded" webinar={webinar} />
              ))}
            </SimpleGrid>
            {pastWithoutRecording.length > 0 && (
              <Stack gap="lg" mt={48} component="section" aria-labelledby="past-sessions-heading">
                <Title order={2} size="h4" id="past-sessions-heading">
                  {WEBINAR_MESSAGES.pastHeading}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                  {pastWithoutRecording.map((webinar) => (
                    <WebinarCard key={webinar.id} kind="past" webinar={webinar} />
                  ))}
                </SimpleGrid>
              </Stack>
            )}
          </Tabs.Panel>
        </QueryTabs>
        <CallToAction title="Never miss a session" text="Get new webinar dates and recordings by email.">
          <Button component={Link} to={links.signup({ type: 'subscribe' })}>
            Subscribe to Updates
          </Button>
        </CallToAction>
      </Stack>
    </Container>
  );
}
