import { Card, List, SimpleGrid, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate, IconKey, IconServerBolt } from '@tabler/icons-react';
import type { SecurityArea } from './content';

const icons: Record<SecurityArea['title'], typeof IconKey> = {
  'Infrastructure Security': IconServerBolt,
  'Identity & Access': IconKey,
  'Audit & Compliance': IconCertificate,
};

export function SecurityCards({ areas }: { areas: SecurityArea[] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {areas.map((area) => {
        const Icon = icons[area.title];
        return (
          <Card key={area.title} withBorder radius="md" padding="lg">
            <ThemeIcon size="lg" radius="md" variant="light" mb="sm">
              <Icon size={20} aria-hidden />
            </ThemeIcon>
            <Title order={3} size="h4" mb="xs">
              {area.title}
            </Title>
            <List size="sm" spacing={4}>
              {area.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
