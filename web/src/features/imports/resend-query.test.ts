import { parseResendQuery, withResendQuery } from './resend-query';

describe("Fix and resend's URL keys", () => {
  it('reads its own keys, not the list’s page', () => {
    expect(parseResendQuery({ fix: '1', fixPage: '3', page: '2', sku: 'A' })).toEqual({ fixing: true, page: 3, pageSize: 25 });
    expect(parseResendQuery({ page: '2' })).toEqual({ fixing: false, page: 1, pageSize: 25 });
  });

  it('writes its own keys and leaves the list’s page and filters alone', () => {
    const list = new URLSearchParams('tab=errors&transactionId=t1&page=2&sku=A');
    const opened = withResendQuery(list, { fixing: true });
    expect(opened.toString()).toBe('tab=errors&transactionId=t1&page=2&sku=A&fix=1');
    const turned = withResendQuery(opened, { page: 3 });
    expect(turned.get('fixPage')).toBe('3');
    expect(withResendQuery(turned, { pageSize: 50 }).toString()).toBe('tab=errors&transactionId=t1&page=2&sku=A&fix=1&fixPageSize=50');
    expect(withResendQuery(turned, { fixing: false }).toString()).toBe('tab=errors&transactionId=t1&page=2&sku=A');
  });
});
