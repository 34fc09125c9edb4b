/*
 * Local SVG illustrations for the marketing pages. `?no-inline` keeps each one a separate file rather
 * than a data: URI, so a failed request really happens and the placeholder fallback can be seen (and tested).
 * Named exports, not one object: a page's chunk takes only the URLs it shows. An object of them all
 * was a chunk of its own, shared by four pages, which also held ImageWithFallback: one request more
 * (asset URLs keep a shared chunk a file, where other small shared code is copied into each page).
 */
import caseStudy from '../assets/illustrations/pages/case-study.svg?no-inline';
import contractRenewals from '../assets/illustrations/pages/contract-renewals.svg?no-inline';
import demandBasedBundling from '../assets/illustrations/pages/demand-based-bundling.svg?no-inline';
import dynamicDiscounting from '../assets/illustrations/pages/dynamic-discounting.svg?no-inline';
import inventoryClearance from '../assets/illustrations/pages/inventory-clearance.svg?no-inline';
import supplyChainOptimization from '../assets/illustrations/pages/supply-chain-optimization.svg?no-inline';
import flashSale from '../assets/illustrations/home/flash-sale.svg?no-inline';
import webinar from '../assets/illustrations/pages/webinar.svg?no-inline';

export {
  caseStudy,
  contractRenewals,
  demandBasedBundling,
  dynamicDiscounting,
  flashSale,
  inventoryClearance,
  supplyChainOptimization,
  webinar,
};
