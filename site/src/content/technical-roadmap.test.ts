import { describe, expect, it } from 'vitest';
import { roadmapPhases } from './roadmap';
import { DEFAULT_TECHNICAL_PHASE, technicalPhases } from './technical-roadmap';

describe('technical roadmap content', () => {
  it('has phases 1 to 6 with the statuses of spec §2', () => {
    expect(technicalPhases.map(({ id, title, status }) => [id, title, status])).toEqual([
      ['phase1', 'MVP Core', 'completed'],
      ['phase2', 'Rule Engine & Data Integration', 'completed'],
      ['phase3', 'RL Training & Multilateral Auctions', 'inProgress'],
      ['phase4', 'Cloud Deployment & Observability', 'inProgress'],
      ['phase5', 'Marketplace & Integration', 'upcoming'],
      ['phase6', 'Monetisation & Ecosystem', 'upcoming'],
    ]);
    expect(DEFAULT_TECHNICAL_PHASE).toBe(technicalPhases[0]?.id);
  });

  it('keeps task marks consistent with each phase status', () => {
    for (const phase of technicalPhases) {
      const done = phase.tasks.filter((task) => task.completed).length;
      if (phase.status === 'completed') expect(done, phase.id).toBe(phase.tasks.length);
      if (phase.status === 'upcoming') expect(done, phase.id).toBe(0);
      if (phase.status === 'inProgress') expect(done > 0 && done < phase.tasks.length, phase.id).toBe(true);
    }
  });
});

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
      'FIPA-ACL and agent-to-agent protocol support',
      'Negotiation strategy framework',
    ]);
    expect(rest.every((phase) => phase.status !== 'current')).toBe(true);
  });
});
