import type { StudioBridge } from '../../../shared/ipc-contract';

/** The preload's API. Only read inside handlers and effects, never at module scope. */
export function bridge(): StudioBridge {
  if (typeof window === 'undefined' || !window.parley) {
    throw new Error('Parley Studio must run inside its Electron window (window.parley is missing).');
  }
  return window.parley;
}
