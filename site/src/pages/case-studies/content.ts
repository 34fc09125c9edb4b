import { caseStudy } from '../../components/illustrations';
import type { CaseStudyIndustry, CaseStudyTab } from './case-study-choices';

/** /case-studies content. Company names are illustrative; results are marketing copy. */

export interface CaseStudy {
  id: string;
  title: string;
  industry: CaseStudyIndustry;
  company: string;
  results: string[];
  image: string;
  excerpt: string;
  featured?: boolean;
}

export type { CaseStudyTab };

export const caseStudyTabs: { value: CaseStudyTab; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'procurement', label: 'Procurement' },
  { value: 'sales', label: 'Sales' },
  { value: 'contracts', label: 'Contracts' },
];

export const caseStudies: CaseStudy[] = [
  {
    id: 'northwind-retail-sourcing',
    title: 'How a national retailer cut sourcing costs across 3,000 SKUs',
    industry: 'Retail',
    company: 'Northwind Retail Group',
    results: [
      '8.4% lower cost of goods in six months',
      '3,200 supplier negotiations automated',
      'Buyers freed for strategic categories',
    ],
    image: caseStudy,
    excerpt:
      'Northwind’s buying team replaced email rounds with buyer agents negotiating seasonal orders, with reservation and target prices set per category.',
    featured: true,
  },
  {
    id: 'contoso-components',
    title: 'Multi-supplier sourcing for electronic components',
    industry: 'Manufacturing',
    company: 'Contoso Components',
    results: ['7% lower unit cost', 'Lead times down 4 days'],
    image: caseStudy,
    excerpt: 'Negotiations with up to five qualified suppliers at once balanced price against delivery time.',
  },
  {
    id: 'fabrikam-wholesale',
    title: 'Volume quotes in minutes instead of days',
    industry: 'Wholesale',
    company: 'Fabrikam Wholesale',
    results: ['Quote turnaround from 2 days to 6 minutes', '11% larger average order'],
    image: caseStudy,
    excerpt: 'Seller agents answer reseller requests around the clock with tiered volume pricing.',
  },
  {
    id: 'litware-health',
    title: 'Compliant procurement of medical consumables',
    industry: 'Healthcare',
    company: 'Litware Health Partners',
    results: ['Every award within its budget ceiling', '6% savings on consumables'],
    image: caseStudy,
    excerpt:
      'Budget ceilings are the buyer agent’s reservation prices, and every award comes with its FIPA-ACL transcript.',
  },
  {
    id: 'adatum-cloud',
    title: 'Software renewals negotiated before they lapse',
    industry: 'Technology',
    company: 'Adatum Software',
    results: ['All 140 renewals closed on time', '9% saving on renewed licences'],
    image: caseStudy,
    excerpt: 'Each renewal ran as a negotiation with the new term’s target and reservation prices.',
  },
  {
    id: 'tailspin-freight',
    title: 'Freight capacity secured ahead of peak season',
    industry: 'Logistics',
    company: 'Tailspin Freight',
    results: ['Peak capacity secured 5 weeks earlier', '5.5% lower contract rates'],
    image: caseStudy,
    excerpt: 'Carrier negotiations ran lane by lane, each with its rate cap as the reservation price.',
  },
];
