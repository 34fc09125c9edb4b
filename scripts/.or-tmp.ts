import { arenaOf, negotiate, randomScenario, seededRandom, STRATEGIES, dominated, FrequencyModel, issueUtilitiesOf, normalisedWeights } from '@parley/negotiation';
let current: any;
const P = FrequencyModel.prototype as any;
const oracle = (self: any) => {
  const role = self.knownDirections.price === 1 ? 'seller' : 'buyer';
  return { parts: issueUtilitiesOf(role, current[role]), w: normalisedWeights(current[role]) };
};
if (process.env.ORACLE === "w" || process.env.ORACLE === "1") { P.weight = function (issue: string) { return (oracle(this).w as any)[issue]; }; }
if (process.env.ORACLE === "v" || process.env.ORACLE === "1") {

  P.valueOf = function (issue: string, v: number) { const o = oracle(this); const w = (o.w as any)[issue]; return w > 0 ? (o.parts as any)[issue](v) / w : 0; };
}
const random = seededRandom(1);
let n = 0, dom = 0, nash = 0, nn = 0, agree = 0, total = 0;
for (let i = 0; i < 200; i++) {
  const base = randomScenario(random);
  const arena = arenaOf(base);
  for (const b of STRATEGIES) for (const s of STRATEGIES) {
    const scenario = { ...base, buyer: { ...base.buyer, strategy: b }, seller: { ...base.seller, strategy: s } };
    current = scenario;
    const run = negotiate(scenario, 1 + i, { ...arena, scenario });
    total++;
    if (!run.agreement) continue;
    n++;
    if (b === 'adaptive' && s === 'adaptive') { nash += run.distanceToNash!; nn++; }
    if (dominated(run.agreement, run.frontier)) dom++;
  }
}
console.log('agreements', n, '/', total, 'pareto', (1 - dom / n).toFixed(3), 'aa nash', (nash / nn).toFixed(3));
