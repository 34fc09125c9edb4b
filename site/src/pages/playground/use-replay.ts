import { useCallback, useEffect, useState } from 'react';

export const SPEEDS = { slow: 1200, normal: 600, fast: 200 } as const;
export type Speed = keyof typeof SPEEDS;

/** `shown` when every message is: the server's rendering, and a run the visitor did not start. */
const ALL = Number.POSITIVE_INFINITY;

/**
 * How many of a run's messages are shown. The server, and the page before its scripts run, show them
 * all; Start (in the browser) replays them from the first, one every SPEEDS[speed] ms, with pause,
 * step and jump to the end. `total` is undefined while the run is not computed in the browser (the
 * server's rendering of it is kept): every message is shown, and Play starts the replay.
 */
export function useReplay(total: number | undefined) {
  const count = total ?? ALL;
  const [shown, setShown] = useState(ALL);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');

  // Replaying from the first message: the same function at every render (the settings form is memoised).
  const restart = useCallback(() => {
    setShown(1);
    setPlaying(true);
  }, []);

  useEffect(() => {
    if (!playing) return;
    if (shown >= count) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setShown((value) => Math.min(count, value + 1)), SPEEDS[speed]);
    return () => clearTimeout(timer);
  }, [playing, shown, count, speed]);

  return {
    shown: Math.min(shown, count),
    playing,
    speed,
    setSpeed,
    finished: shown >= count,
    restart,
    toggle: () => {
      if (shown >= count) setShown(1);
      setPlaying((value) => !value);
    },
    step: () => {
      setPlaying(false);
      setShown((value) => Math.min(count, value + 1));
    },
    jumpToEnd: () => {
      setPlaying(false);
      setShown(ALL);
    },
  };
}

export type Replay = ReturnType<typeof useReplay>;
