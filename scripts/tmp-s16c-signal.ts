import { ConcessionModel, forEachTournamentRun, normalisedWeights, opponentDirections } from '@parley/negotiation';
const covered: number[] = [];
let n = 0, fired = 0, relErr = 0, sides = 0;
const errs: number[] = [];
for (const seed of [1, 2, 3, 4])
  forEachTournamentRun(seed, { pairs: [{ buyer: 'adaptive', seller: 'adaptive' }] }, ({ arena, run }) => {
    for (const role of ['buyer', 'seller'] as const) {
      const space = arena.bidSpaces[role];
      const model = new ConcessionModel(arena.domain, undefined, undefined, opponentDirections(role), role === 'buyer' ? space.prices.at(-1) : space.prices[0]);
      for (const offer of run.offers) if (offer.by !== role) model.update(offer.outcome);
      const opp = run.scenario[role === 'buyer' ? 'seller' : 'buyer'];
      const w = normalisedWeights(opp);
      sides++; covered[Object.keys(model.revealed).length] = (covered[Object.keys(model.revealed).length] ?? 0) + 1;
      for (const [issue, money] of Object.entries(model.revealed)) {
        const truth = (w[issue as 'delivery'] / w.price) * Math.abs(opp.target - opp.reservation);
        fired++;
        if (truth > 0) errs.push(Math.abs(Math.log(money! / truth)));
      }
    }
  });
console.log("sides by issues read", covered);
errs.sort((a, b) => a - b);
console.log(`sides ${sides}, trades read ${fired}, |log(read/true money)| median ${errs[errs.length >> 1]?.toFixed(3)}, mean ${(errs.reduce((a, b) => a + b, 0) / errs.length).toFixed(3)}, share within 10% ${(errs.filter((e) => e < 0.1).length / errs.length).toFixed(2)}`);
