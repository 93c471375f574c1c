/**
 * Marketplace calls of the category screens, for the session's company. The service answers a missing category or
 * attribute with 404 `categoryNotFound` / `attributeNotFound`; the browser gets those codes (spec §8 'Category not
 * found', 'attribute not found') rather than the plain not-found every other 404 becomes.
 */
import type { Context } from 'hono';
import type { ErrorCode } from '@contract/errors';
import { ApiFailure } from '../../lib/api-failure';
import type { AppEnv } from '../../lib/app-env';
import { DownstreamFailure } from '../../lib/downstream';
import type { CompanyCallOptions } from '../../lib/services';
import { sellerScope } from '../../lib/seller-scope';

const NOT_FOUND_CODES: readonly ErrorCode[] = ['categoryNotFound', 'attributeNotFound'];

export async function taxonomyCall<T>(c: Context<AppEnv>, path: string, options: CompanyCallOptions = {}): Promise<T> {
  const { caller, companyId } = sellerScope(c);
  try {
    return await c.get('services').marketplace<T>(caller, companyId, path, options);
  } catch (error) {
    const cause = error instanceof ApiFailure ? error.cause : undefined;
    if (cause instanceof DownstreamFailure && cause.status === 404 && NOT_FOUND_CODES.includes(cause.error as ErrorCode)) {
      throw new ApiFailure(cause.error as ErrorCode, { cause });
    }
    throw error;
  }
}
