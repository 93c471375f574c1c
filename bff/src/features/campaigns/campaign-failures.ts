/** A campaign call the service cannot answer (down, or failing) is the screen's own error; refusals keep their codes. */
import type { ErrorCode } from '@contract/errors';
import { ApiFailure } from '../../lib/api-failure';

const SERVICE_FAILURES: readonly ErrorCode[] = ['downstreamUnavailable', 'generic'];

export async function campaignCall<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiFailure && SERVICE_FAILURES.includes(error.code)) throw new ApiFailure('campaignRequestFailed', { cause: error });
    throw error;
  }
}
