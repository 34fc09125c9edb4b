import { describe, expect, it } from 'vitest';
import { roadmapPhases } from './content';

describe('marketing roadmap content', () => {
  it('runs Q2 2025 to Q2 2026, with Q2 2025 Foundation current and its two first milestones done', () => {
    expect(roadmapPhases.map((phase) => phase.quarter)).toEqual([
      'Q2 2025',
      'Q3 2025',
      'Q4 2025',
      'Q1 2026',
      'Q2 2026',
    ]);
    const [current, ...rest] = roadmapPhases;
    expect(current).toMatchObject({ title: 'Foundation', status: 'current' });
    expect(current?.milestones.filter((m) => m.completed).map((m) => m.name)).toEqual([
      'FIPA-ACL protocol support',
      'Negotiation strategy framework',
    ]);
    expect(rest.every((phase) => phase.status !== 'current')).toBe(true);
  });
});
