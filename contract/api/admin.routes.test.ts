import { describe, expect, it } from 'vitest';
import { COMPANIES_DEFAULT_PAGE_SIZE, COMPANIES_MAX_PAGE_SIZE } from './admin-companies';
import { COMPANY_SEARCH_MAX_LENGTH, adminCompanyQuery } from './admin.routes';

describe('admin company query', () => {
  it('reads page, page size and a trimmed search', () => {
    expect(adminCompanyQuery.parse({ q: '  anadolu ', page: '3', pageSize: '5' })).toEqual({ q: 'anadolu', page: 3, pageSize: 5 });
  });

  it('falls back to the first page of the default size, caps the size and drops an empty search', () => {
    expect(adminCompanyQuery.parse({ q: '   ', page: 'x', pageSize: '-2' })).toEqual({ page: 1, pageSize: COMPANIES_DEFAULT_PAGE_SIZE });
    expect(adminCompanyQuery.parse({ pageSize: '5000' })).toEqual({ page: 1, pageSize: COMPANIES_MAX_PAGE_SIZE });
  });

  it('cuts a long search', () => {
    expect(adminCompanyQuery.parse({ q: 'a'.repeat(150) }).q).toHaveLength(COMPANY_SEARCH_MAX_LENGTH);
  });

  it('writes the query back as strings, without an absent search', () => {
    expect(adminCompanyQuery.toRaw({ page: 2, pageSize: 20 })).toEqual({ page: '2', pageSize: '20' });
    expect(adminCompanyQuery.toRaw({ q: 'gulf', page: 1, pageSize: 20 })).toEqual({ q: 'gulf', page: '1', pageSize: '20' });
  });
});
