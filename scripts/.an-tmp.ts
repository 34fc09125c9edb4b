import { arenaOf, negotiate, randomScenario, seededRandom, STRATEGIES, dominated } from '@parley/negotiation';
const random = seededRandom(1);
const diffs: Record<string, number> = {};
let n = 0, dom = 0;
const byWho: Record<string, number> = {};
for (let i = 0; i < 200; i++) {
  const base = randomScenario(random);
  const arena = arenaOf(base);
  for (const b of STRATEGIES) for (const s of STRATEGIES) {
    const scenario = { ...base, buyer: { ...base.buyer, strategy: b }, seller: { ...base.seller, strategy: s } };
    const run = negotiate(scenario, 1 + i, { ...arena, scenario });
    if (!run.agreement) continue;
    n++;
    if (!dominated(run.agreement, run.frontier)) continue;
    dom++;
    // nearest dominating frontier point
    const a = run.agreement;
    const doms = run.frontier.filter((p) => p.buyer >= a.buyer - 1e-9 && p.seller >= a.seller - 1e-9);
    const best = doms.sort((x, y) => (x.buyer + x.seller) - (y.buyer + y.seller))[0]!;
    const key = (['quantity', 'delivery', 'payment'] as const).filter((k) => best.outcome[k] !== a.outcome[k]).join('+') || 'price-only';
    diffs[key] = (diffs[key] ?? 0) + 1;
    const last = run.offers.at(-1)!;
    const proposer = run.messages.at(-2)!.sender;
    byWho[proposer] = (byWho[proposer] ?? 0) + 1;
  }
}
console.log(n, dom, diffs, byWho);
