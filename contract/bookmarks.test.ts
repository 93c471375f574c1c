import { EMPTY_STARS, keepAllowed, toggleStar, type StarState } from './bookmarks';
import { BOOKMARKS_MAX_STARRED } from './constants';

const starMany = (n: number): StarState => Array.from({ length: n }, (_, i) => `p${i}`).reduce((state, id) => toggleStar(state, id), EMPTY_STARS);

describe('toggleStar', () => {
  it('stars up to the limit, then overflows', () => {
    const state = starMany(BOOKMARKS_MAX_STARRED + 2);
    expect(state.starred).toHaveLength(BOOKMARKS_MAX_STARRED);
    expect(state.overflow).toEqual(['p10', 'p11']);
  });

  it('promotes the first overflow item when a starred one is unstarred', () => {
    const state = toggleStar(starMany(12), 'p3');
    expect(state.starred).toHaveLength(BOOKMARKS_MAX_STARRED);
    expect(state.starred).not.toContain('p3');
    expect(state.starred.at(-1)).toBe('p10');
    expect(state.overflow).toEqual(['p11']);
  });

  it('unstars an overflow item without touching the starred list', () => {
    const before = starMany(12);
    const after = toggleStar(before, 'p11');
    expect(after.starred).toEqual(before.starred);
    expect(after.overflow).toEqual(['p10']);
  });
});

describe('keepAllowed', () => {
  it('drops pages no longer allowed and refills from overflow', () => {
    const state = keepAllowed(starMany(12), new Set(['p0', 'p1', 'p11']));
    expect(state).toEqual({ starred: ['p0', 'p1', 'p11'], overflow: [] });
  });
});
