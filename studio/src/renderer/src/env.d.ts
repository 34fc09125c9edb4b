/// <reference types="vite/client" />
import type { StudioBridge } from '../../shared/ipc-contract';

declare global {
  interface Window {
    /** Exposed by the preload script (src/preload/index.ts). */
    parley: StudioBridge;
  }
}
