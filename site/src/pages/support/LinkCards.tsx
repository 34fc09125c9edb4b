import { Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from '@parley/router';
import type { SupportLink } from './content';

/**
 * A grid of cards, each leading to a real route. `titleOrder`: the cards' heading level, one below
 * the heading they sit under (2 right under the page's h1: headings never skip a level).
 */
export function LinkCards({
  items,
  cols,
  titleOrder = 3,
}: {
  items: SupportLink[];
  cols: { base: number; sm?: number; md: number };
  titleOrder?: 2 | 3;
}) {
  return (
    <SimpleGrid cols={cols} spacing="lg">
      {items.map((item) => (
        <Card key={item.title} withBorder radius="md" padding="lg">
          <Title order={titleOrder} size="h5" mb={4}>
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
