import { forEachTournamentRun, opponentDirections } from '@parley/negotiation';
import { timeFitNashUtility } from '../packages/negotiation/src/time-fit-nash';
const pairs = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
forEachTournamentRun(1, { pairs, scenarios: 6 }, ({ run, arena, index }) => {
  for (const role of ['buyer', 'seller'] as const) {
    const bids = run.offers.filter((o) => o.by !== role).map((o) => ({ outcome: o.outcome, t: o.round / run.scenario.deadline }));
    const est = timeFitNashUtility(arena.bidSpaces[role], arena.domain, bids, opponentDirections(role));
    console.log(index, role, bids.length, est.toFixed(3), run.nash?.[role].toFixed(3));
  }
});
