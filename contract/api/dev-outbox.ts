/** GET /api/dev/outbox (sandbox mode only): the mails the identity service would have sent, newest last. */
import type { OutboxMail } from '../downstream/identity';

export interface DevOutboxResponse {
  items: OutboxMail[];
}
