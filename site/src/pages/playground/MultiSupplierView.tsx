import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { MultiSupplierRun } from '@parley/negotiation';
import { multiSupplierView } from './multi-view';
import classes from './Transcript.module.css';
import { ExportLink } from './ExportLink';
import { multiSupplierExportFileName, multiSupplierExportJson, multiSupplierExportPath } from './run-export';

/** The winner and why, then each supplier's thread side by side, in sentences and money. */
export function MultiSupplierView({ run }: { run: MultiSupplierRun }) {
  const view = multiSupplierView(run);
  return (
    <Stack gap="md">
      <Card withBorder padding="md" role="status">
        <Title
          order={3}
          size="h4"
          c={run.winner ? 'var(--parley-text-success)' : 'var(--parley-text-danger)'}
        >
          {view.headline}
        </Title>
        <Text>Why: {view.explanation}</Text>
        <ExportLink
          path={multiSupplierExportPath(run.scenario, run.seed)}
          fileName={multiSupplierExportFileName(run)}
          build={() => multiSupplierExportJson(run)}
        >
          Export these threads (JSON, the API&apos;s format)
        </ExportLink>
      </Card>
      <Title order={3} size="h4">
        The threads, side by side
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: Math.min(run.threads.length, 3) }}>
        {view.threads.map((thread) => (
          <Card
            key={thread.supplier}
            withBorder
            padding="sm"
            component="section"
            aria-label={thread.supplier}
          >
            <Title order={4} size="h5">
              {thread.supplier}
            </Title>
            <Text size="sm">{thread.about}</Text>
            <Text size="sm" fw={700} my={4}>
              Result: {thread.resultText}
            </Text>
            {thread.standingText && <Text size="sm">{thread.standingText}</Text>}
            {/* Plain elements: five threads of a hundred rounds are a thousand sentences. */}
            <ol className={classes.thread} aria-label={`Thread with ${thread.supplier}`}>
              {thread.lines.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ol>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
