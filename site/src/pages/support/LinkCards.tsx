import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { SupportLink } from '../../content/support';

/** A grid of cards, each leading to a real route. */
export function LinkCards({
  items,
  cols,
}: {
  items: SupportLink[];
  cols: { base: number; sm?: number; md: number };
}) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg">
          <Title order={3} size="h5" mb={4}>
            {item.title}
          </Title>
          <Text size="sm" c="dimmed" mb="md" style={{ flexGrow: 1 }}>
            {item.description}
          </Text>
          <Button component={Link} to={item.to} variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
            {item.cta}
          </Button>
        </Card>
      ))}
    </SimpleGrid>
  );
}
