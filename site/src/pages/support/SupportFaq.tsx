import { Tabs, Text } from '@mantine/core';
import { DisclosureList } from '../../components/disclosure/DisclosureList';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import type { FaqTab } from './content';

/** FAQ tabs (`?tab=`); a tab without questions says where they will appear. */
export function SupportFaq({ tabs }: { tabs: FaqTab[] }) {
  return (
    <QueryTabs tabs={tabs.map((tab) => tab.value)}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {tabs.map((tab) => (
          <QueryTab key={tab.value} value={tab.value}>
            {tab.label}
          </QueryTab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.items.length === 0 ? (
            <Text c="dimmed">{tab.label} questions will be displayed here.</Text>
          ) : (
            <DisclosureList
              items={tab.items.map((item) => ({
                id: item.question,
                summary: item.question,
                content: item.answer,
              }))}
            />
          )}
        </Tabs.Panel>
      ))}
    </QueryTabs>
  );
}
