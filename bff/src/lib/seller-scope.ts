/** Who a seller-side request acts for: the company always comes from the session, never from the request. */
import type { Context } from 'hono';
import { wholeId } from '@contract/lists/whole-id';
import type { CancelUserType } from '@contract/orders/order.types';
import { ApiFailure } from './api-failure';
import type { AppEnv } from './app-env';
import { requireSession } from './session-flow';
import type { Caller } from './token-signer';
import { traceparentOf } from './tracing';
import { callerOfSession } from './user-info';

export interface SellerScope {
  caller: Caller;
  companyId: number;
  userId: string;
  /** How a cancellation by this person is recorded: Admin when an admin acts as the seller. */
  userType: CancelUserType;
  displayName: string;
  /** The request's `traceparent`: a job it queues joins its trace (JobTarget). */
  traceparent?: string | undefined;
}

export function sellerScope(c: Context<AppEnv>): SellerScope {
  const { record } = requireSession(c);
  const companyId = record.user.companyId;
  if (companyId === null) throw new ApiFailure('forbidden');
  const admin = record.stashedAdmin;
  const person = admin ? admin.user : record.user;
  return {
    caller: callerOfSession(record, admin),
    companyId,
    userId: record.userId,
    userType: admin ? 'admin' : 'seller',
    displayName: `${person.first_name} ${person.last_name}`.trim(),
    traceparent: traceparentOf(c.get('trace')),
  };
}

/** A path id: digits only, a positive whole number (contract wholeId), or not found. */
export function idParam(value: string | undefined): number {
  const id = wholeId(value);
  if (id === null) throw new ApiFailure('notFound');
  return id;
}
