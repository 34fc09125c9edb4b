import { describe, expect, it } from 'vitest';
import { filterTopics } from './filter-topics';

const groups = [
  { group: 'Start', items: ['Quick start', 'Core concepts'] },
  { group: 'API', items: ['Authentication', 'Negotiations'] },
];

describe('filterTopics', () => {
  it('keeps every topic for a blank filter', () => {
    expect(filterTopics(groups, '  ')).toEqual(groups);
  });

  it('keeps the matching topics, case-insensitive, and drops empty groups', () => {
    expect(filterTopics(groups, ' NEGO')).toEqual([{ group: 'API', items: ['Negotiations'] }]);
  });

  it('reads patterns and markup as plain text', () => {
    expect(filterTopics(groups, '.*')).toEqual([]);
    expect(filterTopics(groups, '<b>')).toEqual([]);
  });
});
