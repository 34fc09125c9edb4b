import { List, SimpleGrid, ThemeIcon } from '@mantine/core';
import { IconCertificate, IconKey, IconServerBolt } from '@tabler/icons-react';
import { InfoCard } from '../../components/marketing/InfoCard';
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
          <InfoCard
            key={area.title}
            icon={
              <ThemeIcon size="lg" radius="md" variant="light" mb="sm">
                <Icon size={20} aria-hidden />
              </ThemeIcon>
            }
            title={area.title}
          >
            <List size="sm" spacing={4}>
              {area.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List>
          </InfoCard>
        );
      })}
    </SimpleGrid>
  );
}
