import { describe, expect, it } from 'vitest';
import { apiError, ERROR_STATUS } from './error-status';
import { companyPage, toCompanySummary } from './admin-companies';

describe('error statuses', () => {
  it('pairs error codes with statuses and the English text', () => {
    expect(ERROR_STATUS.invalidCredentials).toBe(401);
    expect(ERROR_STATUS.csrf).toBe(403);
    expect(ERROR_STATUS.resetTimeout).toBe(429);
    expect(apiError('resetTimeout')).toEqual({ code: 'resetTimeout', message: expect.stringContaining('15 minutes') });
    expect(apiError('validation', { email: 'validation.emailInvalid' }).fields).toEqual({ email: 'validation.emailInvalid' });
  });
});

describe('admin company paging', () => {
  it('reads page and pageSize defensively', () => {
    expect(companyPage('3', '10')).toEqual({ page: 3, pageSize: 10, limit: 10, offset: 20 });
    expect(companyPage(undefined, 'x')).toEqual({ page: 1, pageSize: 20, limit: 20, offset: 0 });
    expect(companyPage('-1', '1000')).toMatchObject({ page: 1, pageSize: 100 });
  });

  it('summarises a company with its owner e-mail', () => {
    const company = { id: 7, name: 'Seven', country: 'TR', logoUrl: null, isOneClickMerchant: true, merchantId: 'M-7', ownerUserId: 'u1' };
    expect(toCompanySummary(company, { email: 'a@b.test' })).toEqual({ id: 7, name: 'Seven', country: 'TR', isOneClickMerchant: true, ownerEmail: 'a@b.test' });
    expect(toCompanySummary(company, null).ownerEmail).toBe('');
  });
});
