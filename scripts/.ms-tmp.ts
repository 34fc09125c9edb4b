import { runMultiSupplier, EXAMPLE_MULTI_SUPPLIER_SCENARIO } from '@parley/negotiation';
const run = runMultiSupplier(EXAMPLE_MULTI_SUPPLIER_SCENARIO, 1);
for (const t of run.threads) {
  console.log(`${t.supplier}: ${t.result}, ${t.offers.length} offers, standing ${t.standing?.toFixed(2) ?? '-'}`);
  for (const o of t.offers.slice(-4)) console.log('   ', o.round, o.by, JSON.stringify(o.outcome), o.buyer.toFixed(2), o.seller.toFixed(2));
}
console.log(JSON.stringify(run.winner));
console.log(run.explanation);
