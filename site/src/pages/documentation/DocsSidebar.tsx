import { Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { TAB_PARAM } from '../../components/query-tabs/tab-from-query';
import { useQueryText } from '../../components/query-text/use-query-text';
import { filterTopics } from '../../components/topic-list/filter-topics';
import { TopicList } from '../../components/topic-list/TopicList';
import { docsSidebar } from './content';
import { MAX_TOPIC_FILTER_LENGTH, TOPIC_PARAM } from './filter-topics';

/**
 * The documentation sidebar: the topic list and a box that filters it. The box is a GET form
 * (`/documentation?topic=…`, the open tab kept; Enter submits a form with one text box, no button
 * needed), so before the page's scripts run (or without them) Enter loads the page with the list filtered by the server; once they run, the list follows the box
 * as the visitor types and the address keeps in step. Text typed before then is kept.
 */
export function DocsSidebar() {
  const { text, change, inputRef, params } = useQueryText(TOPIC_PARAM, MAX_TOPIC_FILTER_LENGTH);
  const groups = filterTopics(docsSidebar, text);
  const tab = params.get(TAB_PARAM);

  return (
    <nav aria-label="Documentation topics">
      <Stack gap="md">
        <form
          method="get"
          action="/documentation"
          role="search"
          onSubmit={(event: FormEvent<HTMLFormElement>) => event.preventDefault()}
        >
          {tab !== null && <input type="hidden" name={TAB_PARAM} value={tab} />}
          <TextInput
            ref={inputRef}
            type="search"
            name={TOPIC_PARAM}
            maxLength={MAX_TOPIC_FILTER_LENGTH}
            leftSection={<IconSearch size={16} aria-hidden />}
            placeholder="Filter topics"
            aria-label="Filter documentation topics"
            value={text}
            onChange={(event) => change(event.currentTarget.value)}
          />
        </form>
        {groups.length === 0 && (
          <Text size="sm" c="dimmed" role="status">
            No topics match “{text}”.
          </Text>
        )}
        <TopicList groups={groups} />
      </Stack>
    </nav>
  );
}
