import type { BlogPostInput } from '../validation/schemas';

/**
 * Where the site serves the seed article's cover (site/public/covers/). Our own small illustration
 * rather than a photo on another host: it shows on a machine without internet access, and the
 * post's first screen waits for no third-party connection and no 1600-pixel photo.
 */
export const FIRST_POST_COVER_PATH = '/covers/ai-negotiation-agents.svg';

/** The seed article's cover as an absolute URL (a post's cover is one), on the site at `siteUrl`. */
export function firstPostCover(siteUrl: string): string {
  return new URL(FIRST_POST_COVER_PATH, siteUrl).href;
}

/**
 * The seed article created when an admin signs in and the blog is empty
 * (docs/product-rules.md#first-post). `published_at` is set at creation time by
 * `createFirstPostIfNone`, and so is `cover_image` (see firstPostCover).
 */
export const FIRST_POST: Omit<BlogPostInput, 'published_at' | 'cover_image'> = {
  title: 'How AI Negotiation Agents Are Changing E-Commerce',
  slug: 'how-ai-negotiation-agents-are-changing-e-commerce',
  category: 'AI & E-Commerce',
  excerpt:
    'Fixed price lists were a compromise born of expensive human negotiation. Software agents that bargain on behalf of buyers and sellers remove that compromise. Here is how they work, where they pay off, and what keeps them safe.',
  content: `Most online trade still runs on a price tag. A seller guesses what the market will bear, a buyer takes it or leaves it, and everything in between (volume, timing, delivery, the value of a long relationship) is either ignored or handled by people on the phone. For large B2B deals that human negotiation is worth the effort. For the long tail of everyday orders it never was, so value is left on the table on both sides.

Autonomous negotiation agents change that arithmetic. When a piece of software can bargain in milliseconds, at no marginal cost, within limits its owner has set, every order can be negotiated. This article explains how such agents work, where they already pay off in e-commerce, and what it takes to trust them.

## From price lists to conversations

Automated negotiation is not new as a research field. Jennings and colleagues set out its core questions more than twenty years ago: what can be negotiated (the *negotiation object*), which rules govern the exchange (the *protocol*), and how each party decides what to offer (the *reasoning model*) [1]. Economists had studied the same problem much earlier. Rubinstein's alternating-offers model shows that when waiting is costly for both sides, rational parties agree quickly, and that patience translates directly into bargaining power [2].

What is new is that the surrounding infrastructure has caught up. Catalogues, inventory levels and delivery capacity are available through APIs; pricing rules live in code; and machine-learning models can estimate what a counterpart is likely to accept. An agent can therefore negotiate with the same information a skilled account manager would use, on every order instead of the top one percent.

## How two agents talk

A negotiation between machines needs a shared language. The FIPA Agent Communication Language, standardised by the Foundation for Intelligent Physical Agents, gives every message a *performative* that states its intent (\`propose\`, \`accept-proposal\`, \`reject-proposal\`, \`inform\`), a content expression, and a \`conversation-id\` that ties the messages of one negotiation together [3]. FIPA also specifies interaction protocols on top of it, such as the Contract Net Protocol, in which an initiator issues a call for proposals and chooses among the bids it receives [4].

A short exchange looks like this:

\`\`\`json
{ "performative": "propose", "conversation_id": "neg-7f3a",
  "content": { "item": "SKU-1042", "price": 18.40, "qty": 500, "delivery": "2025-07-01" } }
{ "performative": "propose", "conversation_id": "neg-7f3a",
  "content": { "item": "SKU-1042", "price": 19.10, "qty": 500, "delivery": "2025-06-24" } }
{ "performative": "accept-proposal", "conversation_id": "neg-7f3a",
  "content": { "item": "SKU-1042", "price": 19.10, "qty": 500, "delivery": "2025-06-24" } }
\`\`\`

The buyer opens, the seller counters with a slightly higher price but an earlier delivery date, and the buyer accepts because earlier delivery is worth more to it than sixty cents per unit. Neither side revealed its limits; both ended better off than with a fixed price.

Newer agent-to-agent protocols, such as the open Agent2Agent (A2A) protocol, focus on how independently built agents discover each other, describe their capabilities and exchange tasks over ordinary web standards [5]. In practice the two layers complement each other: A2A-style discovery and transport to find a counterpart, FIPA-style performatives to structure the bargaining itself.

## Where negotiation agents pay off

- **Dynamic discounting.** Instead of a fixed volume discount table, the seller's agent trades price against quantity, payment terms and delivery windows for each buyer.
- **Inventory clearance.** Ageing stock can be offered to many buyers at once, with the agent conceding faster as the sell-by date approaches, rather than being written down in one step.
- **Demand-based bundling.** Agents can propose bundles that fit what a buyer actually needs, turning slow-moving items into part of an attractive package.
- **Supply-chain optimisation.** Buyer agents negotiate delivery slots and partial shipments with several suppliers concurrently, balancing cost against risk.
- **Contract renewals.** Recurring agreements are renegotiated automatically using the history of the relationship, with humans reviewing only the exceptions.

## Strategy, learning and guardrails

An agent's strategy decides how it moves from its opening offer to its reservation value. Simple strategies concede on a schedule over time; more capable ones model the opponent, estimating from its counter-offers which issues it cares about, and look for trades that are cheap for one side and valuable for the other. Across many negotiations, reinforcement learning can tune these strategies toward outcomes that are good for the agent's owner without being so aggressive that deals fall through.

Learning alone is not enough for a business to hand over its pricing. The rules must be explicit and enforced outside the learned model:

1. **Hard limits.** Never sell below cost plus a minimum margin; never buy above budget.
2. **Policy constraints.** Respect contract terms, compliance requirements and inventory commitments.
3. **Escalation.** Hand the negotiation to a person when stakes or uncertainty exceed a threshold.
4. **Audit.** Keep every message of every conversation, so any deal can be explained after the fact.

A rule engine that checks every outgoing offer against these constraints turns an opaque model into a system a finance team can sign off.

## What to measure

Teams introducing negotiation agents should track more than revenue. Useful measures include the share of negotiations that end in agreement, the average number of rounds, the surplus captured compared with the previous fixed prices, how often guardrails intervene, and how often humans overrule the agent. Together they show whether the agents create value for both sides, which is what keeps counterparts coming back.

## Looking ahead

Negotiation agents will not replace account managers for strategic partnerships. They will take over the thousands of small, repetitive negotiations that people never had time for, and they will give those people better information when they do sit down at the table. The businesses that benefit first will be the ones that treat negotiation as a product: clear protocols, explicit rules, measurable outcomes and agents they can trust.

[1]: https://doi.org/10.1023/A:1008746126376 "Jennings et al., Automated Negotiation: Prospects, Methods and Challenges (Group Decision and Negotiation, 2001)"
[2]: https://en.wikipedia.org/wiki/Rubinstein_bargaining_model "Rubinstein bargaining model"
[3]: https://en.wikipedia.org/wiki/Agent_Communications_Language "Agent Communications Language (FIPA-ACL and KQML)"
[4]: https://en.wikipedia.org/wiki/Contract_Net_Protocol "Contract Net Protocol"
[5]: https://github.com/a2aproject/A2A "Agent2Agent (A2A) Protocol"
`,
};
