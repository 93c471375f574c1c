/**
 * The answer of a marketplace call of the category screens. The service answers a missing category or attribute with
 * 404 `categoryNotFound` / `attributeNotFound`; the browser gets those codes (spec §8 'Category not found', 'attribute
 * not found') rather than the plain not-found every other 404 becomes.
 */
import type { ErrorCode } from '@contract/errors';
import { ApiFailure } from './api-failure';
import { DownstreamFailure } from './downstream';

const NOT_FOUND_CODES: readonly ErrorCode[] = ['categoryNotFound', 'attributeNotFound'];

export async function taxonomyAnswer<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const cause = error instanceof ApiFailure ? error.cause : undefined;
    if (cause instanceof DownstreamFailure && cause.status === 404 && NOT_FOUND_CODES.includes(cause.error as ErrorCode)) {
      throw new ApiFailure(cause.error as ErrorCode, { cause });
    }
    throw error;
  }
}
