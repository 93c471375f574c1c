import { describe, expect, it } from 'vitest';
import { listQueryToRaw, parseSort } from './list-query';

describe('listQueryToRaw', () => {
  it('writes the sort as the field, a minus sign first when descending, and drops empty values', () => {
    expect(listQueryToRaw({ tab: 'active', q: '', page: 2, pageSize: undefined, brandId: null, sort: { field: 'name', direction: 'desc' } })).toEqual({
      tab: 'active',
      page: '2',
      sort: '-name',
    });
  });

  it('leaves the sort out when there is none, and reads back what it wrote', () => {
    expect(listQueryToRaw({ tab: 'all', sort: undefined })).toEqual({ tab: 'all' });
    const raw = listQueryToRaw({ sort: { field: 'id', direction: 'asc' } });
    expect(parseSort(raw.sort, ['id', 'name'], { field: 'name', direction: 'desc' })).toEqual({ field: 'id', direction: 'asc' });
  });
});
