import { negotiate, EXAMPLE_SCENARIO, FrequencyModel, issueUtilitiesOf, normalisedWeights } from '@parley/negotiation';
let current: any;
const P = FrequencyModel.prototype as any;
const oracle = (self: any) => { const role = self.knownDirections.price === 1 ? 'seller' : 'buyer'; return { parts: issueUtilitiesOf(role, current[role]), w: normalisedWeights(current[role]) }; };
if (process.env.ORACLE) {
  P.weight = function (issue: string) { return (oracle(this).w as any)[issue]; };
  P.valueOf = function (issue: string, v: number) { const o = oracle(this); const w = (o.w as any)[issue]; return w > 0 ? (o.parts as any)[issue](v) / w : 0; };
}
const scenario = { ...EXAMPLE_SCENARIO, buyer: { ...EXAMPLE_SCENARIO.buyer, strategy: 'adaptive' }, seller: { ...EXAMPLE_SCENARIO.seller, strategy: 'adaptive' } } as any;
current = scenario;
const run = negotiate(scenario, 1);
for (const o of run.offers) console.log(o.round, o.by, JSON.stringify(o.outcome), o.buyer.toFixed(3), o.seller.toFixed(3));
console.log(run.result, run.agreement?.round, run.agreement?.buyer.toFixed(3), run.agreement?.seller.toFixed(3), 'nash', JSON.stringify(run.nash));
