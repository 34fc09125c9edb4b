import { runTournament } from '@parley/negotiation';

// The tournament runs here, off the page's thread, so the page keeps answering clicks meanwhile.
export interface TournamentRequest {
  seed: number;
  scenarios: number;
}

self.onmessage = (event: MessageEvent<TournamentRequest>) => {
  const { seed, scenarios } = event.data;
  const result = runTournament(seed, scenarios, (done, total) => {
    if (done % 5 === 0 || done === total) self.postMessage({ type: 'progress', done, total });
  });
  self.postMessage({ type: 'done', result });
};
