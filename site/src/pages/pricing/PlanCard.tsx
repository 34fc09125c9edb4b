import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { Link } from '@parley/router';
import { links } from '../../config/paths';
import type { PricingPlan } from './content';

export function PlanCard({ plan }: { plan: PricingPlan }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="xl"
      shadow={plan.mostPopular ? 'md' : undefined}
      style={plan.mostPopular ? { borderColor: 'var(--mantine-color-blue-6)', borderWidth: 2 } : undefined}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {plan.name}
          </Title>
          {plan.mostPopular && <Badge color="blue">Most Popular</Badge>}
        </Group>
        <Text>
          <Text span fz={36} fw={700}>
            {plan.price}
          </Text>
          {plan.period && (
            <Text span c="dimmed">
              {plan.period}
            </Text>
          )}
        </Text>
        <Text size="sm" c="dimmed">
          {plan.summary}
        </Text>
        <List
          spacing="xs"
          size="sm"
          style={{ flexGrow: 1 }}
          icon={
            <ThemeIcon size={18} radius="xl" color="green">
              <IconCheck size={12} aria-hidden />
            </ThemeIcon>
          }
        >
          {plan.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
        <Button
          component={Link}
          to={links.signup({ plan: plan.id })}
          variant={plan.mostPopular ? 'filled' : 'outline'}
          fullWidth
          aria-label={`${plan.cta}: ${plan.name} plan`}
        >
          {plan.cta}
        </Button>
      </Stack>
    </Card>
  );
}
