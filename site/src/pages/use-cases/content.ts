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
      'Seller agents start from your target price and concede step by step, trading price against order volume, delivery and payment terms, never below the reservation price you set.',
    metrics: [
      '12% increase in average deal size',
      'A discount fitted to each order, not to a price list',
      'Reservation price never breached',
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
    description: 'Package the terms buyers want, priced by what they are negotiating for right now.',
    details:
      'When a buyer pushes on price, the seller agent offers more of what the buyer’s offers show it values (a larger quantity, earlier delivery or longer payment terms) instead of a deeper discount. Bundles of several items are not negotiated yet: a negotiation is about one item.',
    metrics: [
      '18% higher attach rate',
      '9% more revenue per negotiation',
      'Quantity, delivery and payment traded against price',
    ],
    image: demandBasedBundling,
    imageAlt: 'Three overlapping circles forming a product bundle',
  },
  {
    title: 'Supply Chain Optimization',
    description:
      'Source from several suppliers at once and balance price, quantity, delivery time and payment terms.',
    details:
      'A buyer agent negotiates with two to five suppliers at once, each in its own thread to one deadline, weighs the offers standing in every thread on every issue and makes one deal, with the best; the others are declined.',
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
    description: 'Renew supplier and customer contracts on better terms without weeks of email.',
    details:
      'Each renewal is a negotiation you start with the new term’s target and reservation prices; the agents trade price against volume, delivery and payment terms, and a renewal that cannot meet your limits ends without a deal instead of being agreed.',
    metrics: [
      '95% of renewals closed before expiry',
      '5% average saving on renewed supplier contracts',
      'No renewal agreed beyond your reservation price',
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
    description: 'Negotiate supplier terms and wholesale orders, item by item.',
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
      'Delivery time negotiated in every deal',
      'Payment terms traded against price',
    ],
  },
  {
    industry: 'Wholesale',
    description: 'Quote and negotiate volume orders with retailers and resellers around the clock.',
    benefits: ['Tiered volume pricing', 'Faster quote-to-order', 'Consistent margins across sales reps'],
  },
  {
    industry: 'Healthcare',
    description: 'Procure medical supplies and equipment within strict budget limits.',
    benefits: [
      'Budget ceilings as reservation prices',
      'Only the suppliers you name negotiate',
      'A FIPA-ACL transcript of every award',
    ],
  },
  {
    industry: 'Technology',
    description: 'Negotiate software licences, cloud commitments and hardware refreshes.',
    benefits: [
      'Renewal negotiations without weeks of email',
      'Several vendors negotiated at once',
      'Strategies compared in the playground’s tournament',
    ],
  },
  {
    industry: 'Logistics',
    description: 'Agree freight rates and capacity with carriers as demand shifts.',
    benefits: [
      'Spot and contract rates negotiated',
      'Capacity secured before peaks',
      'Every round of every rate negotiation in its transcript',
    ],
  },
];
