import { slugify } from '@parley/shared';
import { Accordion, Tabs, Text } from '@mantine/core';
import type { FaqTab } from '../../content/support';

/** FAQ tabs; a tab without questions says where they will appear (spec §2). */
export function SupportFaq({ tabs }: { tabs: FaqTab[] }) {
  return (
    <Tabs defaultValue={tabs[0]?.value}>
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value} pt="md">
          {tab.items.length === 0 ? (
            <Text c="dimmed">{tab.label} questions will be displayed here.</Text>
          ) : (
            <Accordion variant="separated">
              {tab.items.map((item) => (
                <Accordion.Item key={item.question} value={slugify(item.question)}>
                  <Accordion.Control>{item.question}</Accordion.Control>
                  <Accordion.Panel>{item.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
