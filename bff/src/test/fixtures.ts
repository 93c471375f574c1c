/** Small fixed values for unit tests. */
import { NO_FLAGS, toUserInfo } from '@contract/api/user-info';
import type { UserInfo } from '@contract/api/session';
import type { SessionIdentity } from '../lib/sessions';

export function sellerInfo(id = 'usr-ayse', companyId = 1001): UserInfo {
  return toUserInfo({
    user: { id, email: `${id}@example.test`, firstName: 'Test', lastName: 'Seller', kind: 'seller', companyId, securityGroups: [], uiLang: 'en' },
    company: { id: companyId, name: 'Test Co', country: 'TR', logoUrl: null, isOneClickMerchant: false, merchantId: `M-${companyId}`, ownerUserId: id },
    counts: null,
    flags: NO_FLAGS,
    actingAdmin: null,
  });
}

export function identity(userId: string, signedInAt: number): SessionIdentity {
  return { userId, user: sellerInfo(userId), signedInAt };
}
