import { Badge, Group, List, Stack, Tabs, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed } from '@tabler/icons-react';
import { DoneIcon } from '../../components/DoneIcon';
import { QueryTab, QueryTabs } from '../../components/query-tabs/QueryTabs';
import {
  DEFAULT_TECHNICAL_PHASE,
  technicalPhaseStatusLabel,
  type TechnicalPhase,
  type TechnicalPhaseStatus,
} from './content';

const statusColor: Record<TechnicalPhaseStatus, string> = {
  completed: 'green',
  inProgress: 'blue',
  upcoming: 'gray',
};

/** The tab label's marker: a check for completed phases, an "In Progress" badge for running ones. */
function TabMarker({ status }: { status: TechnicalPhaseStatus }) {
  if (status === 'completed')
    return (
      <ThemeIcon size="sm" radius="xl" color="green" aria-label="Completed">
        <IconCheck size={12} aria-hidden />
      </ThemeIcon>
    );
  if (status === 'inProgress')
    return (
      <Badge size="xs" color="blue" variant="light">
        In Progress
      </Badge>
    );
  return null;
}

function PhasePanel({ phase, index }: { phase: TechnicalPhase; index: number }) {
  return (
    <Stack gap="md" pt="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={3}>
          Phase {index + 1}: {phase.title}
        </Title>
        <Badge color={statusColor[phase.status]} variant="filled">
          {technicalPhaseStatusLabel[phase.status]}
        </Badge>
      </Group>
      <Text c="dimmed">{phase.description}</Text>
      <List spacing="md" listStyleType="none" p={0}>
        {phase.tasks.map((task) => (
          <List.Item
            key={task.name}
            icon={
              <DoneIcon
                done={task.completed}
                size="md"
                checkSize={14}
                pendingIcon={<IconCircleDashed size={14} aria-hidden />}
              />
            }
          >
            <Text fw={600}>
              {task.name} <VisuallyHidden>{task.completed ? '(done)' : '(not done yet)'}</VisuallyHidden>
            </Text>
            <Text size="sm" c="dimmed">
              {task.details}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Phases 1–6 as tabs (`?tab=<phase id>`), opening on phase 1. */
export function PhaseTabs({ phases }: { phases: TechnicalPhase[] }) {
  return (
    <QueryTabs
      tabs={phases.map((phase) => phase.id)}
      defaultTab={DEFAULT_TECHNICAL_PHASE}
      keepMounted={false}
    >
      <Tabs.List style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
        {phases.map((phase, index) => (
          <QueryTab key={phase.id} value={phase.id} rightSection={<TabMarker status={phase.status} />}>
            Phase {index + 1}
          </QueryTab>
        ))}
      </Tabs.List>
      {phases.map((phase, index) => (
        <Tabs.Panel key={phase.id} value={phase.id}>
          <PhasePanel phase={phase} index={index} />
        </Tabs.Panel>
      ))}
    </QueryTabs>
  );
}
