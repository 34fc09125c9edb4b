import { Button } from '@mantine/core';
import typography from '../../components/typography.module.css';
import plain from './plain.module.css';
import { PlaygroundSelect } from './PlaygroundFields';
import { KEEP_SERVER_MARKUP } from './server-markup';
import { SPEEDS, type Replay, type Speed } from './use-replay';

export interface ReplayControlsProps {
  replay: Replay;
  /** "Round 3 of 20"; null while the server's rendering of the run is kept (its status with it). */
  status: string | null;
  /** The buttons need the page's scripts: before they run (and on the server) only the status shows. */
  interactive: boolean;
}

/** Play, pause, step, speed and jump to the end of a run's replay, and the round shown. */
export function ReplayControls({ replay, status, interactive }: ReplayControlsProps) {
  return (
    <div className={plain.rowSm} {...(interactive && { role: 'group', 'aria-label': 'Replay controls' })}>
      {interactive && (
        <>
          <Button variant="default" onClick={replay.toggle}>
            {replay.playing ? 'Pause' : 'Play'}
          </Button>
          <Button variant="default" onClick={replay.step} disabled={replay.finished}>
            Step
          </Button>
          <Button variant="default" onClick={replay.jumpToEnd} disabled={replay.finished}>
            Jump to end
          </Button>
          <PlaygroundSelect
            aria-label="Replay speed"
            value={replay.speed}
            onChange={(event) => replay.setSpeed(event.currentTarget.value as Speed)}
            options={Object.keys(SPEEDS).map((speed) => ({ value: speed, label: `Speed: ${speed}` }))}
          />
        </>
      )}
      {status === null ? (
        <p className={`${typography.textSm} ${typography.regular}`} role="status" {...KEEP_SERVER_MARKUP} />
      ) : (
        <p className={`${typography.textSm} ${typography.regular}`} role="status">
          {status}
        </p>
      )}
    </div>
  );
}
