import { describe, expect, it } from 'vitest';
import { changeLeadsState, INITIAL_LEADS_STATE, leadsFilter, sortLeadsBy } from './leads-list-state';

describe('the leads inbox state', () => {
  it('goes back to page 1 when a filter changes, and keeps filters when paging', () => {
    const onPage3 = changeLeadsState(INITIAL_LEADS_STATE, { page: 3 });
    expect(onPage3.page).toBe(3);
    expect(changeLeadsState(onPage3, { kind: 'demo' })).toMatchObject({ kind: 'demo', page: 1 });
    expect(changeLeadsState({ ...onPage3, kind: 'demo' }, { page: 2 })).toMatchObject({
      kind: 'demo',
      page: 2,
    });
  });

  it('sorts a new text column A→Z, the date newest first, and flips the same column', () => {
    expect(sortLeadsBy(INITIAL_LEADS_STATE, 'email')).toMatchObject({ sort: 'email', direction: 'asc' });
    expect(sortLeadsBy(INITIAL_LEADS_STATE, 'created_at')).toMatchObject({ direction: 'asc' });
    const byEmail = sortLeadsBy(INITIAL_LEADS_STATE, 'email');
    expect(sortLeadsBy(byEmail, 'email')).toMatchObject({ direction: 'desc', page: 1 });
  });

  it('sorts by the handled date the rows show, newest first', () => {
    expect(sortLeadsBy(INITIAL_LEADS_STATE, 'handled_at')).toMatchObject({
      sort: 'handled_at',
      direction: 'desc',
    });
    expect(leadsFilter(sortLeadsBy(INITIAL_LEADS_STATE, 'handled_at'))).toMatchObject({ sort: 'handled_at' });
  });

  it('hands the data layer only the filters that are set', () => {
    expect(leadsFilter(INITIAL_LEADS_STATE)).toEqual({
      kind: undefined,
      handled: undefined,
      search: undefined,
      sort: 'created_at',
      direction: 'desc',
    });
    expect(
      leadsFilter({ ...INITIAL_LEADS_STATE, kind: 'trial', handled: 'waiting', search: '  acme ' }),
    ).toMatchObject({ kind: 'trial', handled: false, search: 'acme' });
  });
});
