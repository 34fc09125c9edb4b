// The 50,000-character post both bench pages open: the real editor (editor.tsx) and the control
// (control.ts, a plain <textarea>), so the two are typed into over exactly the same text.
const TARGET_LENGTH = 50_000;

/** Realistic markdown: headings, paragraphs with links and emphasis, lists, code, references. */
export function benchMarkdown(): string {
  const parts: string[] = [];
  for (let section = 1; parts.join('\n\n').length < TARGET_LENGTH - 400; section += 1) {
    parts.push(`## Section ${section}: negotiating at scale`);
    parts.push(
      `Buyer and seller agents exchange **offers** and _counter-offers_ under [FIPA-ACL](https://example.com/fipa/${section}) rules. ` +
        'Each round narrows the gap between price, quantity and delivery until both sides accept or walk away. '.repeat(
          3,
        ),
    );
    parts.push(`- propose ${section}\n- counter-propose\n- accept-proposal\n- inform done`);
    parts.push('```json\n{ "performative": "propose", "content": { "price": 42, "qty": 10 } }\n```');
  }
  parts.push('[1]: https://example.com/paper "Agent negotiation survey"');
  parts.push('The last paragraph, where the benchmark types');
  return parts.join('\n\n').slice(-TARGET_LENGTH);
}
