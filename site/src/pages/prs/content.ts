import type { PrsTabValue } from './prs-tab-values';

/**
 * /prs: the Product Requirements Specification for the future agent-based e-commerce ecosystem.
 * Descriptive only: nothing here is implemented by the site.
 */

export const PRS_LAST_UPDATED = 'May 1, 2025';

export interface PrsField {
  name: string;
  description: string;
}

export interface PrsSection {
  heading: string;
  paragraphs: string[];
  /** A record's fields, when the section defines one. */
  fields?: PrsField[];
}

export interface PrsTab {
  value: PrsTabValue;
  label: string;
  sections: PrsSection[];
}

export const prsTabs: PrsTab[] = [
  {
    value: 'agent-platform',
    label: 'AI Agent Platform',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'The platform hosts autonomous buyer and seller agents that negotiate on behalf of registered businesses. Agents communicate over FIPA-ACL or the agent-to-agent protocol and must pass the owner’s rules before any offer is sent.',
        ],
      },
      {
        heading: 'Agent record',
        paragraphs: [
          'Every agent is registered before it may negotiate. New agents start as pending and become approved after identity and endpoint checks; an approved agent can be suspended after repeated rule or conduct violations.',
        ],
        fields: [
          { name: 'did', description: 'Decentralised identifier of the agent (see Digital Identity).' },
          { name: 'role', description: 'buyer or seller.' },
          { name: 'status', description: 'pending, approved or suspended.' },
          {
            name: 'categoryTags',
            description: 'Product categories the agent negotiates, e.g. packaging, electronics.',
          },
          { name: 'endpointUrl', description: 'HTTPS endpoint where the agent receives messages.' },
          { name: 'supportedProtocols', description: 'FIPA-ACL, A2A or both.' },
          {
            name: 'reputationScore',
            description: 'Score from 0 to 100 maintained by the Reputation System.',
          },
        ],
      },
      {
        heading: 'Requirements',
        paragraphs: [
          'Agents must answer every message within the negotiation deadline, keep conversation_id threading intact and log every sent and received message for audit.',
        ],
      },
    ],
  },
  {
    value: 'reputation',
    label: 'Reputation System',
    sections: [
      {
        heading: 'Purpose',
        paragraphs: [
          'Counterparts need to know whether an agent keeps its word. After each completed deal, both parties rate each other; ratings feed a reputation score that is visible in the marketplace.',
        ],
      },
      {
        heading: 'Feedback record',
        paragraphs: [
          'Feedback is signed by the rater so that it cannot be forged or altered after submission.',
        ],
        fields: [
          { name: 'agent_id', description: 'The agent being rated.' },
          {
            name: 'rater_id',
            description: 'The agent giving the rating; must have been a party to the deal.',
          },
          { name: 'rating', description: 'Integer from 1 to 5.' },
          { name: 'category', description: 'delivery, quality, communication or payment.' },
          { name: 'timestamp', description: 'When the rating was given (ISO 8601, UTC).' },
          { name: 'signature', description: 'Signature of the record by the rater’s DID key.' },
        ],
      },
      {
        heading: 'Scoring',
        paragraphs: [
          'Recent ratings weigh more than old ones, and ratings from agents with higher reputation weigh more than those from new agents, which limits the effect of fake accounts.',
        ],
      },
    ],
  },
  {
    value: 'identity',
    label: 'Digital Identity',
    sections: [
      {
        heading: 'Decentralised identifiers',
        paragraphs: [
          'Each business and each agent holds a W3C decentralised identifier (DID). Agents sign their messages with their DID key, so a counterpart can verify who sent an offer without relying on a central directory.',
          'Verifiable credentials bind an agent to the legal entity it represents (company registration, VAT number) and are checked when the agent is approved.',
        ],
      },
      {
        heading: 'Key management',
        paragraphs: [
          'Keys can be rotated without changing the DID. A compromised key is revoked at once and the agent is suspended until a new key is registered.',
        ],
      },
    ],
  },
  {
    value: 'marketplace',
    label: 'Marketplace',
    sections: [
      {
        heading: 'Discovery',
        paragraphs: [
          'Buyers find seller agents by category tags, supported protocols, region and reputation score. Only approved agents are listed; suspended agents disappear from search immediately.',
        ],
      },
      {
        heading: 'Negotiation formats',
        paragraphs: [
          'The marketplace supports bilateral negotiation, multilateral negotiation with up to twenty sellers, and reverse auctions with a reserve price. The format is fixed when the negotiation opens and shown to every participant.',
        ],
      },
      {
        heading: 'Fees',
        paragraphs: ['Listing is free. A success fee applies only to deals closed through the marketplace.'],
      },
    ],
  },
  {
    value: 'smart-contracts',
    label: 'Smart Contracts',
    sections: [
      {
        heading: 'Deal execution',
        paragraphs: [
          'An accepted proposal can be executed as a smart contract that records the agreed item, price, quantity and delivery terms, signed by both agents’ DIDs.',
        ],
      },
      {
        heading: 'Escrow',
        paragraphs: [
          'For marketplace deals the buyer may deposit the amount into escrow. Funds are released to the seller on confirmed delivery or returned to the buyer if the delivery deadline passes or a dispute is upheld.',
        ],
        fields: [
          { name: 'buyerDID', description: 'DID of the buying party.' },
          { name: 'sellerDID', description: 'DID of the selling party.' },
          { name: 'amount', description: 'Amount held, in the deal currency.' },
          { name: 'depositTimestamp', description: 'When the deposit was made.' },
          { name: 'status', description: 'deposited, released, refunded or disputed.' },
        ],
      },
    ],
  },
  {
    value: 'legal',
    label: 'Legal & Privacy',
    sections: [
      {
        heading: 'Binding agreements',
        paragraphs: [
          'Businesses accept that agreements made by their approved agents within their configured rules are binding. Rules and approval thresholds are the owner’s responsibility and are part of the audit record.',
        ],
      },
      {
        heading: 'Personal data',
        paragraphs: [
          'Negotiation data is business data, but transcripts can contain names and contact details. Personal data is processed under GDPR, minimised in logs and deleted or anonymised at the end of the retention period.',
        ],
      },
      {
        heading: 'Disputes',
        paragraphs: [
          'Disputes are resolved first from the signed transcript and contract record; unresolved disputes go to the arbitration body named in the marketplace terms.',
        ],
      },
    ],
  },
];
