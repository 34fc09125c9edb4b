import { z } from 'zod';

// Messages in FIPA-ACL's shape (the Foundation for Intelligent Physical Agents' Agent Communication
// Language), as the home page's sample shows them: a performative, who sends to whom, the deal's
// terms, and the conversation thread.

export const PERFORMATIVES = ['cfp', 'propose', 'accept-proposal', 'reject-proposal', 'inform'] as const;

export const aclContentSchema = z.object({
  item: z.string(),
  price: z.number().optional(),
  qty: z.number().int().optional(),
  /** Delivery in days. */
  delivery: z.number().int().optional(),
  /** Payment terms in days (net). */
  payment: z.number().int().optional(),
  /** For `inform`: how the negotiation ended. */
  result: z.enum(['agreement', 'deadline', 'no-zone-of-agreement']).optional(),
});

export const aclMessageSchema = z.object({
  performative: z.enum(PERFORMATIVES),
  sender: z.string(),
  receiver: z.string(),
  content: aclContentSchema,
  conversation_id: z.string(),
  reply_with: z.string(),
  in_reply_to: z.string().optional(),
  /** The round the message belongs to (0: the call for proposals). */
  round: z.number().int().min(0),
});
export type AclMessage = z.infer<typeof aclMessageSchema>;
