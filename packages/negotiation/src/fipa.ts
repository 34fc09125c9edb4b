import { z } from './zod';

// Messages in FIPA-ACL's shape (the Foundation for Intelligent Physical Agents' Agent Communication
// Language), as the home page's sample shows them: a performative, who sends to whom, the deal's
// terms, and the conversation thread.

export const PERFORMATIVES = ['cfp', 'propose', 'accept-proposal', 'reject-proposal', 'inform'] as const;

export const aclContentSchema = z.object({
  item: z.string(),
  price: z.optional(z.number()),
  qty: z.optional(z.number().check(z.int())),
  /** Delivery in days. */
  delivery: z.optional(z.number().check(z.int())),
  /** Payment terms in days (net). */
  payment: z.optional(z.number().check(z.int())),
  /** For `inform`: how the negotiation ended (`declined`: the buyer closed with another supplier). */
  result: z.optional(z.enum(['agreement', 'deadline', 'no-zone-of-agreement', 'declined'])),
});

export const aclMessageSchema = z.object({
  performative: z.enum(PERFORMATIVES),
  sender: z.string(),
  receiver: z.string(),
  content: aclContentSchema,
  conversation_id: z.string(),
  reply_with: z.string(),
  in_reply_to: z.optional(z.string()),
  /** The round the message belongs to (0: the call for proposals). */
  round: z.number().check(z.int(), z.gte(0)),
});
export type AclMessage = z.infer<typeof aclMessageSchema>;
