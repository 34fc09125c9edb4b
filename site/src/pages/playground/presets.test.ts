import { arenaOf, negotiate, normalisedWeights, scenarioSchema } from '@parley/negotiation';
import { describe, expect, it } from 'vitest';
import { PRESETS, presetHref, type Preset } from './presets';
import { playgroundQuery } from './scenario-query';

const preset = (id: string): Preset => PRESETS.find((p) => p.id === id)!;
/** The zone of agreement's width as a share of the buyer's reservation price (negative: no zone). */
const zoneShare = ({ scenario }: Preset) =>
  (scenario.buyer.reservation - scenario.seller.reservation) / scenario.buyer.reservation;

describe('presets', () => {
  it.each(PRESETS.map((p) => [p.id, p] as const))(
    '%s is a valid scenario whose link reproduces it',
    (_id, p) => {
      expect(scenarioSchema.safeParse(p.scenario).success).toBe(true);
      const read = playgroundQuery(new URL(presetHref(p), 'http://site.test').searchParams);
      expect(read).toMatchObject({ scenario: p.scenario, seed: p.seed, problems: [] });
    },
  );

  it('no zone: there is no zone of agreement, so the run ends without a deal', () => {
    const p = preset('no-zone');
    expect(zoneShare(p)).toBeLessThan(0);
    expect(arenaOf(p.scenario).frontier).toEqual([]);
    expect(negotiate(p.scenario, p.seed).result).toBe('no-zone-of-agreement');
  });

  it('a tight zone: a zone exists, within 1% of the buyer’s price', () => {
    const p = preset('tight-zone');
    expect(zoneShare(p)).toBeGreaterThan(0);
    expect(zoneShare(p)).toBeLessThanOrEqual(0.01);
    expect(arenaOf(p.scenario).frontier.length).toBeGreaterThan(0);
  });

  it('a spot buy: price outweighs everything else for both sides, over a short deadline', () => {
    const p = preset('spot-buy');
    expect(p.scenario.deadline).toBeLessThanOrEqual(8);
    for (const side of [p.scenario.buyer, p.scenario.seller])
      expect(normalisedWeights(side).price).toBeGreaterThanOrEqual(0.8);
  });

  it('a strategic supplier: the other terms outweigh price for both sides, over a long deadline, and a deal is reached', () => {
    const p = preset('strategic-supplier');
    expect(p.scenario.deadline).toBeGreaterThanOrEqual(30);
    for (const side of [p.scenario.buyer, p.scenario.seller])
      expect(normalisedWeights(side).price).toBeLessThan(0.5);
    expect(negotiate(p.scenario, p.seed).result).toBe('agreement');
  });

  it('have distinct ids and addresses', () => {
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    expect(new Set(PRESETS.map(presetHref)).size).toBe(PRESETS.length);
  });
});
