import { caseStudy } from '../../components/illustrations';

/** /case-studies content. Company names are illustrative; results are marketing copy. */

export interface CaseStudy {
  id: string;
  title: string;
  industry: string;
  company: string;
  results: string[];
  image: string;
  excerpt: string;
  featured?: boolean;
}

export type CaseStudyTab = 'all' | 'procurement' | 'sales' | 'contracts';

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
      'Northwind’s buying team replaced email rounds with buyer agents negotiating seasonal orders, with margin and budget rules set per category.',
    featured: true,
  },
  {
    id: 'contoso-components',
    title: 'Multi-supplier sourcing for electronic components',
    industry: 'Manufacturing',
    company: 'Contoso Components',
    results: ['7% lower unit cost', 'Lead times down 4 days'],
    image: caseStudy,
    excerpt:
      'Multilateral negotiations with eleven qualified suppliers balanced price against delivery risk.',
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
    results: ['100% of awards within approved-vendor rules', '6% savings on consumables'],
    image: caseStudy,
    excerpt: 'Rules encode group purchasing terms, and every award keeps a full transcript for audit.',
  },
  {
    id: 'adatum-cloud',
    title: 'Software renewals negotiated before they lapse',
    industry: 'Technology',
    company: 'Adatum Software',
    results: ['All 140 renewals closed on time', '9% saving on renewed licences'],
    image: caseStudy,
    excerpt: 'Agents open renewal talks ninety days ahead using usage data and market benchmarks.',
  },
  {
    id: 'tailspin-freight',
    title: 'Freight capacity secured ahead of peak season',
    industry: 'Logistics',
    company: 'Tailspin Freight',
    results: ['Peak capacity secured 5 weeks earlier', '5.5% lower contract rates'],
    image: caseStudy,
    excerpt: 'Carrier negotiations on 220 lanes ran in parallel with rate caps per lane.',
  },
];
