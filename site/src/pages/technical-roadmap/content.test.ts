import { describe, expect, it } from 'vitest';
import { DEFAULT_TECHNICAL_PHASE, technicalPhases } from './content';

describe('technical roadmap content', () => {
  it('has phases 1 to 6 with their statuses', () => {
    expect(technicalPhases.map(({ id, title, status }) => [id, title, status])).toEqual([
      ['phase1', 'MVP Core', 'completed'],
      ['phase2', 'Rule Engine & Data Integration', 'inProgress'],
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
