import { useState } from 'react';
import { Button, Group, Progress, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { bridge } from '../lib/bridge';
import { exportLeadsCsv, type ExportProgress, type ReadLeadPages } from './export-leads';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * Exports every lead matching the inbox's filters, however many: read a page, write it to the
 * file, show how far it got ("Exported 7,000 of 25,000").
 */
export function ExportLeadsButton({ readPages, disabled }: { readPages: ReadLeadPages; disabled: boolean }) {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const [running, setRunning] = useState(false);

  const run = async () => {
    setRunning(true);
    setProgress(null);
    try {
      const result = await exportLeadsCsv(bridge().leadsExport, readPages, setProgress);
      if (result.saved) {
        notifications.show({
          color: 'teal',
          message: `Exported ${count(result.exported)} leads to ${result.path}`,
        });
      }
    } catch {
      notifications.show({
        color: 'red',
        message: 'The export failed: nothing was saved. Please try again.',
      });
    } finally {
      setRunning(false);
    }
  };

  return (
    <Group gap="sm">
      {running && progress && (
        <Group gap="xs" role="status" aria-live="polite">
          <Progress
            w={160}
            value={progress.total ? (100 * progress.exported) / progress.total : 0}
            aria-label="Export progress"
          />
          <Text size="sm">
            Exported {count(progress.exported)} of {count(progress.total)}
          </Text>
        </Group>
      )}
      <Button onClick={() => void run()} loading={running} disabled={disabled}>
        Export CSV
      </Button>
    </Group>
  );
}
