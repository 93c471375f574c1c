/** One question for the web tests, shaped as the BFF answers it (web code cannot read the mock world). */
import type { QuestionDetailAnswer } from '@contract/questions/question.api';
import type { Ticket } from '@contract/tickets/ticket.types';

export const FIXTURE_NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

export function questionFixture(overrides: Partial<Ticket> = {}, extra: Partial<Omit<QuestionDetailAnswer, 'ticket'>> = {}): QuestionDetailAnswer {
  const ticket: Ticket = {
    id: 1_001_000_007,
    companyId: 1001,
    questionId: 'Q1001000007',
    customerName: 'Şule Işık',
    customerId: 'CU-HE42',
    productName: 'Keten gömlek, beyaz, M',
    productSku: 'ANT-1001-0001',
    marketplace: 'hepsiburada',
    marketplaceTicketId: 'THE1001000007',
    marketplaceOrderId: '0012345678',
    orderId: 1_001_000_042,
    claimId: null,
    subject: 'Is this product original?',
    description: 'Is this product original? Does it come with a warranty?',
    createdAt: new Date(FIXTURE_NOW - 86_400_000).toISOString(),
    expiresAt: new Date(FIXTURE_NOW + 2 * 86_400_000 + 3_723_000).toISOString(),
    status: 'open',
    messages: [
      { id: 1, sender: 'customer', text: 'Is this product original?', sentAt: new Date(FIXTURE_NOW - 86_400_000).toISOString(), attachments: [], urls: [] },
    ],
    ...overrides,
  };
  return { ticket, productId: 100_100_001, orderShipped: true, ...extra };
}
