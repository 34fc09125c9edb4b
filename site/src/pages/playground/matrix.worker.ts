import type { Scenario } from '@parley/negotiation';
import { strategyMatrix } from './matrix';

// The matrix's 25 runs (or more, with more strategies) here, off the page's thread.
export interface MatrixRequest {
  scenario: Scenario;
  seed: number;
}

self.onmessage = (event: MessageEvent<MatrixRequest>) => {
  const { scenario, seed } = event.data;
  self.postMessage(strategyMatrix(scenario, seed));
};
