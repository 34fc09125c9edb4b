import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from '../../lib/router';
import { filterTopics } from '../../components/topic-list/filter-topics';
import { TopicList } from '../../components/topic-list/TopicList';
import { links } from '../../config/paths';
import { apiSideNav } from './content';

/**
 * Side navigation with a topic filter and the API Keys box. Keys live in the customer's account, so the
 * Dashboard button leads to sign-in (/auth?tab=signin): the site has no customer dashboard of its own.
 */
export function ApiSideNav() {
  const [query, setQuery] = useState('');
  return (
    <Stack gap="lg">
      <nav aria-label="API documentation topics">
        <Stack gap="md">
          <TextInput
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder="Filter topics"
            aria-label="Filter API topics"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
          />
          <TopicList groups={filterTopics(apiSideNav, query)} />
        </Stack>
      </nav>
      <Paper withBorder radius="md" p="md">
        <Text fw={600} mb={4}>
          <IconKey size={16} aria-hidden style={{ verticalAlign: 'middle' }} /> API Keys
        </Text>
        <Text size="sm" c="dimmed" mb="sm">
          Create and rotate your API keys in the dashboard after signing in.
        </Text>
        <Button component={Link} to={links.auth({ tab: 'signin' })} size="xs" variant="light">
          Dashboard
        </Button>
      </Paper>
    </Stack>
  );
}
