import { forEachTournamentRun } from '@parley/negotiation';
const pairs = [{ buyer: 'adaptive', seller: 'adaptive' }] as const;
let shown = 0;
forEachTournamentRun(1, { pairs, scenarios: 6 }, ({ run }) => {
  if (shown++ > 4) return;
  console.log(`deadline ${run.scenario.deadline} deal ${run.agreement ? `${run.agreement.round} (${run.agreement.buyer.toFixed(2)}, ${run.agreement.seller.toFixed(2)})` : 'none'} nash (${run.nash?.buyer.toFixed(2)}, ${run.nash?.seller.toFixed(2)}) d ${run.distanceToNash?.toFixed(3)}`);
  console.log('  ' + run.offers.map((o) => `${o.by[0]}${o.round}:${o.by === 'buyer' ? o.buyer.toFixed(2) : o.seller.toFixed(2)}/${o.by === 'buyer' ? o.seller.toFixed(2) : o.buyer.toFixed(2)}`).join(' '));
});
