import { describe, expect, it } from 'vitest';
import { resourceLinks } from '../../config/navigation';
import { paths } from '../../config/paths';
import { sampleNegotiation } from './content';

describe('the home page’s sample exchange', () => {
  it('accepts only a proposal the accepting side received (the one just before, from the other side)', () => {
    sampleNegotiation.forEach((step, index) => {
      if (step.message.performative !== 'accept-proposal') return;
      const received = sampleNegotiation[index - 1];
      expect(received?.message.performative).toBe('propose');
      expect(received?.from).not.toBe(step.from);
      expect(step.message.content).toEqual(received?.message.content);
    });
    expect(sampleNegotiation.some((step) => step.message.performative === 'accept-proposal')).toBe(true);
  });
});

describe('the header’s Resources group', () => {
  it('links to the playground', () => {
    expect(resourceLinks).toContainEqual({ label: 'Negotiation Playground', to: paths.playground });
  });
});
