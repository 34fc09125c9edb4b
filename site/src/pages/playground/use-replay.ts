import { useEffect, useState } from 'react';

export const SPEEDS = { slow: 1200, normal: 600, fast: 200 } as const;
export type Speed = keyof typeof SPEEDS;

/**
 * How many of a run's messages are shown. The server, and the page before its scripts run, show them
 * all; Start (in the browser) replays them from the first, one every SPEEDS[speed] ms, with pause,
 * step and jump to the end.
 */
export function useReplay(total: number) {
  const [shown, setShown] = useState(total);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<Speed>('normal');

  useEffect(() => {
    if (!playing) return;
    if (shown >= total) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => setShown((count) => Math.min(total, count + 1)), SPEEDS[speed]);
    return () => clearTimeout(timer);
  }, [playing, shown, total, speed]);

  return {
    shown: Math.min(shown, total),
    playing,
    speed,
    setSpeed,
    finished: shown >= total,
    restart: () => {
      setShown(1);
      setPlaying(true);
    },
    toggle: () => {
      if (shown >= total) setShown(1);
      setPlaying((value) => !value);
    },
    step: () => {
      setPlaying(false);
      setShown((count) => Math.min(total, count + 1));
    },
    jumpToEnd: () => {
      setPlaying(false);
      setShown(total);
    },
  };
}
