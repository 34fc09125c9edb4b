import { Badge, Card, Group, List, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconCircle } from '@tabler/icons-react';
import { DoneIcon } from '../../components/DoneIcon';
import { roadmapStatusColor, roadmapStatusLabel, type RoadmapPhase } from './content';

export function PhaseCard({ phase }: { phase: RoadmapPhase }) {
  const color = roadmapStatusColor[phase.status];
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      style={{ borderTop: `4px solid var(--mantine-color-${color}-6)` }}
    >
      <Group justify="space-between" mb="xs">
        <Text fw={700} c={color}>
          {phase.quarter}
        </Text>
        <Badge color={color} variant="light">
          {roadmapStatusLabel[phase.status]}
        </Badge>
      </Group>
      <Title order={3} size="h4" mb={4}>
        {phase.title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {phase.description}
      </Text>
      <List spacing={6} size="sm" listStyleType="none">
        {phase.milestones.map((milestone) => (
          <List.Item
            key={milestone.name}
            icon={
              <DoneIcon
                done={milestone.completed}
                size={18}
                checkSize={12}
                pendingIcon={<IconCircle size={10} aria-hidden />}
              />
            }
          >
            {milestone.name}
            <VisuallyHidden>{milestone.completed ? ' (completed)' : ' (planned)'}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
