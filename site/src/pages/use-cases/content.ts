import {
  contractRenewals,
  demandBasedBundling,
  dynamicDiscounting,
  inventoryClearance,
  supplyChainOptimization,
} from '../../components/illustrations';

/** /use-cases content: use cases and industry cards. Metrics are marketing copy, not rules. */

export interface UseCase {
  title: string;
  description: string;
  /** How Parley handles it: the page's "how it works" text. */
  details: string;
  metrics: string[];
  image: string;
  imageAlt: string;
}

export const useCases: UseCase[] = [
  {
    title: 'Dynamic Discounting',
    description:
      'Offer each B2B customer the discount their order actually warrants instead of a fixed price list.',
    details:
      'Seller agents start from list price and concede step by step based on order volume, customer tier and payment terms, never below the margin floor your rules set.',
    metrics: [
      '12% increase in average deal size',
      '30% fewer discount approvals escalated',
      'Margin floor never breached',
    ],
    image: dynamicDiscounting,
    imageAlt: 'Bar chart of rising order values with a discount badge',
  },
  {
    title: 'Inventory Clearance',
    description: 'Move slow-moving and end-of-season stock to wholesale buyers before it loses value.',
    details:
      'A seller agent negotiates lot size, delivery and payment terms with each wholesale buyer, conceding on the terms it cares least about first and never going below the reservation price you set.',
    metrics: [
      '23% reduction in written-off stock',
      'Clearance cycles cut from 6 weeks to 9 days',
      'Lot size, delivery and payment terms traded against price',
    ],
    image: inventoryClearance,
    imageAlt: 'Stacked boxes with an arrow moving them out of the warehouse',
  },
  {
    title: 'Demand-Based Bundling',
    description: 'Build bundles buyers want, priced by what they are negotiating for right now.',
    details:
      'When a buyer pushes on price, the seller agent proposes complementary items instead of a deeper discount, using demand signals to choose the bundle.',
    metrics: [
      '18% higher attach rate',
      '9% more revenue per negotiation',
      'Bundles proposed in under 2 seconds',
    ],
    image: demandBasedBundling,
    imageAlt: 'Three overlapping circles forming a product bundle',
  },
  {
    title: 'Supply Chain Optimization',
    description: 'Source from several suppliers at once and balance price, delivery time and quality.',
    details:
      'A buyer agent runs a multilateral negotiation with qualified suppliers, compares current best offers on every dimension and splits volume when that lowers risk.',
    metrics: [
      '7.5% lower unit cost across categories',
      'Lead times shortened by 4 days on average',
      'Supplier shortlists negotiated in one afternoon',
    ],
    image: supplyChainOptimization,
    imageAlt: 'Network of supplier nodes connected to a buyer',
  },
  {
    title: 'Contract Renewals',
    description: 'Renew hundreds of supplier and customer contracts on time and on better terms.',
    details:
      'Ninety days before expiry, agents open renewal negotiations using last term’s performance and market prices, and escalate only the contracts that fall outside your rules.',
    metrics: [
      '95% of renewals closed before expiry',
      '5% average saving on renewed supplier contracts',
      'Legal review limited to flagged clauses',
    ],
    image: contractRenewals,
    imageAlt: 'Contract document with an approval check mark',
  },
];

export interface IndustryCard {
  industry: string;
  description: string;
  benefits: string[];
}

export const industries: IndustryCard[] = [
  {
    industry: 'Retail',
    description: 'Negotiate supplier terms and wholesale orders across thousands of SKUs.',
    benefits: [
      'Seasonal buying at scale',
      'Promotional funding negotiated per campaign',
      'Clearance before markdowns',
    ],
  },
  {
    industry: 'Manufacturing',
    description: 'Source raw materials and components against production schedules.',
    benefits: [
      'Multi-supplier sourcing',
      'Delivery-date guarantees in every deal',
      'Price-index-linked contracts',
    ],
  },
  {
    industry: 'Wholesale',
    description: 'Quote and negotiate volume orders with retailers and resellers around the clock.',
    benefits: ['Tiered volume pricing', 'Faster quote-to-order', 'Consistent margins across sales reps'],
  },
  {
    industry: 'Healthcare',
    description: 'Procure medical supplies and equipment within strict budget and compliance rules.',
    benefits: [
      'Group purchasing terms enforced',
      'Approved-vendor rules',
      'Full audit trail for every award',
    ],
  },
  {
    industry: 'Technology',
    description: 'Negotiate software licences, cloud commitments and hardware refreshes.',
    benefits: [
      'Renewal negotiations on schedule',
      'Usage-based commitments right-sized',
      'Vendor benchmarking',
    ],
  },
  {
    industry: 'Logistics',
    description: 'Agree freight rates and capacity with carriers as demand shifts.',
    benefits: [
      'Spot and contract rates negotiated',
      'Capacity secured before peaks',
      'Lane-level cost visibility',
    ],
  },
];
