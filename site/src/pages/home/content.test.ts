import { describe, expect, it } from 'vitest';
import { resourceLinks } from '../../config/navigation';
import { paths } from '../../config/paths';
import { capabilities, features, sampleNegotiation, steps, useCases } from './content';

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

describe('the home page’s claims about the engine', () => {
  it('claims nothing the engine does not do (plug-ins, auctions, mass concurrency, learning from history)', () => {
    const text = JSON.stringify([features, steps, useCases, capabilities]);
    for (const claim of [
      /plug in your own/i,
      /scoring functions/i,
      /data sources/i,
      /auctions across/i,
      /concurrent/i,
      /thousands/i,
      /hundreds of negotiations/i,
      /history of past negotiations/i,
      /deal history/i,
      /agent-to-agent/i,
      /rule editor/i,
      /dashboards/i,
    ])
      expect(text).not.toMatch(claim);
  });
});
