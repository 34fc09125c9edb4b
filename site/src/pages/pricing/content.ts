import type { FaqItem } from '../../components/disclosure/faq-item';
import type { PlanId } from '../../config/paths';

/** /pricing content: plans, prices and negotiation caps (docs/product-rules.md#marketing-content). */

export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Display price; Enterprise is quoted. */
  price: string;
  period?: string;
  summary: string;
  /** Negotiations per month; null means unlimited. */
  negotiationCap: number | null;
  features: string[];
  cta: string;
  mostPopular?: boolean;
}

export const pricingPlans: PricingPlan[] = [
  {
    id: 'starter',
    name: 'Starter',
    price: '$99',
    period: '/month',
    summary: 'For small teams automating their first supplier or customer negotiations.',
    negotiationCap: 20,
    features: [
      'Up to 20 negotiations per month',
      'Analytics dashboard: planned',
      'Email support',
      'All five negotiation strategies',
    ],
    cta: 'Get Started',
  },
  {
    id: 'professional',
    name: 'Professional',
    price: '$299',
    period: '/month',
    summary: 'For procurement and sales teams running negotiations every week.',
    negotiationCap: 100,
    features: [
      'Up to 100 negotiations per month',
      'Advanced analytics and reporting: planned',
      'Priority email and chat support',
      'Agents composed from their parts: tactic, acceptance and opponent model',
      'Custom negotiation templates: planned',
    ],
    cta: 'Get Started',
    mostPopular: true,
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    price: 'Custom',
    summary: 'For organisations negotiating at scale across regions and business units.',
    negotiationCap: null,
    features: [
      'Unlimited negotiations',
      'Custom analytics and integrations: planned',
      'Dedicated account manager',
      'One buyer against two to five suppliers',
      'API access',
      'SLA and priority support',
    ],
    cta: 'Contact Sales',
  },
];

export const pricingFaq: FaqItem[] = [
  {
    question: 'How is pricing calculated?',
    answer:
      'Plans are priced by the number of negotiations your agents run per month. A negotiation is one session between your agent and a counterpart, however many rounds of offers it takes.',
  },
  {
    question: 'Can I upgrade or downgrade my plan?',
    answer:
      'Yes, at any time. Upgrades take effect immediately; downgrades apply from your next billing cycle, and unused negotiations do not roll over.',
  },
  {
    question: 'Are there any setup fees or hidden costs?',
    answer:
      'No. There are no setup fees and no hidden costs: you pay the plan price. Enterprise services are scoped and quoted up front.',
  },
  {
    question: 'Can I see a demo before I buy?',
    answer:
      'Yes. Schedule a demo and we will run a live negotiation between a buyer and a seller agent using your own prices and limits.',
  },
  {
    question: 'What payment methods do you accept?',
    answer:
      'All major credit cards. Enterprise customers can also pay by wire transfer or against an invoice.',
  },
];
