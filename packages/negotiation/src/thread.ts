import type { AclMessage } from './fipa';
import type { Result } from './mechanism';
import type { Outcome, Scenario } from './scenario';

// One conversation's transcript in FIPA-ACL: each message answers the one before it in the thread.

export class AclThread {
  readonly messages: AclMessage[] = [];

  constructor(
    readonly conversation: string,
    private readonly item: Scenario['item'],
  ) {}

  content(outcome: Outcome) {
    return {
      item: this.item,
      price: outcome.price,
      qty: outcome.quantity,
      delivery: outcome.delivery,
      payment: outcome.payment,
    };
  }

  send(message: Omit<AclMessage, 'conversation_id' | 'reply_with'>): void {
    const previous = this.messages.at(-1);
    const sent: AclMessage = {
      performative: message.performative,
      sender: message.sender,
      receiver: message.receiver,
      content: message.content,
      conversation_id: this.conversation,
      reply_with: this.conversation + '-m' + this.messages.length,
      round: message.round,
    };
    if (previous) sent.in_reply_to = previous.reply_with;
    this.messages.push(sent);
  }

  cfp(sender: string, receiver: string): void {
    this.send({ performative: 'cfp', sender, receiver, content: { item: this.item }, round: 0 });
  }

  offer(
    performative: 'propose' | 'accept-proposal' | 'reject-proposal',
    sender: string,
    receiver: string,
    outcome: Outcome,
    round: number,
  ): void {
    this.send({ performative, sender, receiver, content: this.content(outcome), round });
  }

  /** Closes the thread: the side that spoke last is told (or tells, after an acceptance) the result. */
  inform(result: Result | 'declined', agreement?: Outcome): void {
    const last = this.messages.at(-1)!;
    this.send({
      performative: 'inform',
      sender: agreement ? last.receiver : last.sender,
      receiver: agreement ? last.sender : last.receiver,
      content: agreement ? { ...this.content(agreement), result } : { item: this.item, result },
      round: last.round,
    });
  }
}
