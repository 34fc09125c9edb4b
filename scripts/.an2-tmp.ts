import { arenaOf, negotiate, randomScenario, seededRandom, STRATEGIES, dominated } from '@parley/negotiation';
const random = seededRandom(1);
let shown = 0;
for (let i = 0; i < 200 && shown < 2; i++) {
  const base = randomScenario(random);
  const arena = arenaOf(base);
  for (const b of STRATEGIES) for (const s of STRATEGIES) {
    const scenario = { ...base, buyer: { ...base.buyer, strategy: b }, seller: { ...base.seller, strategy: s } };
    const run = negotiate(scenario, 1 + i, { ...arena, scenario });
    if (!run.agreement || !dominated(run.agreement, run.frontier) || shown >= 2) continue;
    const a = run.agreement;
    const doms = run.frontier.filter((p) => p.buyer >= a.buyer - 1e-9 && p.seller >= a.seller - 1e-9);
    const best = doms.sort((x, y) => (x.buyer + x.seller) - (y.buyer + y.seller))[0]!;
    if (best.outcome.delivery === a.outcome.delivery || best.outcome.payment !== a.outcome.payment) continue;
    shown++;
    console.log(JSON.stringify(scenario));
    console.log('deal', JSON.stringify(a), '\ndominator', JSON.stringify(best));
    console.log('grid', JSON.stringify(arena.domain.values.price));
    for (const o of run.offers.slice(-6)) console.log(o.round, o.by, JSON.stringify(o.outcome), o.buyer.toFixed(4), o.seller.toFixed(4), (run as any).learned[o.by === "buyer" ? "seller" : "buyer"] ? "" : "");
  }
}
