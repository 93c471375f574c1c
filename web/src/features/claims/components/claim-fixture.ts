/** One claim for the web tests, shaped as the BFF answers it (web code cannot read the mock world). */
import type { Claim } from '@contract/claims/claim.types';

export function claimFixture(overrides: Partial<Claim> = {}): Claim {
  return {
    id: 100100000007,
    companyId: 1001,
    marketplace: 'trendyol',
    marketplaceNumber: 'CTR100100000007',
    customerName: 'Şule Işık',
    orderId: 1001000042,
    marketplaceOrderId: 'TY-884512',
    date: '2026-01-12T10:15:00.000Z',
    type: 'return',
    reason: 'Beden uymadı',
    reasonEn: 'Wrong size',
    explanation: 'Ürün beklediğimden küçük geldi.',
    explanationEn: 'The product is smaller than I expected.',
    status: 'waiting',
    rejectReason: null,
    rejectNote: null,
    photos: [],
    adminNote: null,
    deliveryCode: null,
    deliveryDirection: null,
    returnInfo: null,
    userReportedImages: ['https://img.demo.tezgah.dev/claims/100100000007-user.jpg'],
    merchantReportedImages: [],
    reportedItems: [{ marketplaceSku: 'MP-ANT-1001-0001', sellerSku: 'ANT-1001-0001', name: 'Keten gömlek, beyaz, M', price: 449.9, totalPrice: 449.9 }],
    currency: 'TRY',
    ticketId: null,
    ...overrides,
  };
}
