import type { UserInfo } from '@contract/api/session';
import type { Role } from '@contract/permissions';
import { sellerInfo } from '../../test/fixtures';
import { landingAfterSignIn, portalPath } from './sign-in-landing';

const userOf = (userRole: Role): UserInfo => ({ ...sellerInfo(), userRole });

describe('where the sign-in posted without script lands', () => {
  const seller = userOf('user');
  const admin = userOf('admin');

  it("goes to a portal page the role may open, its query and fragment kept, a :param page's too", () => {
    expect(landingAfterSignIn('/orders', seller)).toBe('/orders');
    expect(landingAfterSignIn('/orders?page=2&status=new#top', seller)).toBe('/orders?page=2&status=new#top');
    expect(landingAfterSignIn('/orders/123', seller)).toBe('/orders/123');
    expect(landingAfterSignIn('/admin/companies', admin)).toBe('/admin/companies');
  });

  it('goes home without a next, or for a page the role may not open, an unknown page or a signed-out one', () => {
    expect(landingAfterSignIn(undefined, seller)).toBe('/');
    expect(landingAfterSignIn('', admin)).toBe('/admin/companies');
    expect(landingAfterSignIn('/admin/companies', seller)).toBe('/');
    expect(landingAfterSignIn('/orders', admin)).toBe('/admin/companies');
    expect(landingAfterSignIn('/no-such-page', seller)).toBe('/');
    expect(landingAfterSignIn('/login', seller)).toBe('/');
  });

  it.each([
    '//evil.example',
    '//evil.example/orders',
    'https://evil.example',
    'https://evil.example/orders',
    'javascript:alert(1)',
    '/\\evil.example',
    '/orders\\..\\\\evil.example',
    '/\t/evil.example',
    '/\u0000/evil.example',
    ' /orders',
    'orders',
  ])('sends an open-redirect attempt (%j) home, never elsewhere', (next) => {
    expect(portalPath(next)).toBeNull();
    expect(landingAfterSignIn(next, seller)).toBe('/');
  });
});
