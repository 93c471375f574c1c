/** A category detail's screen state. */
import type { DetailState } from '@web/lib/resources/detail-resource';
import { detailStatusOf } from '@web/lib/resources/detail-resource';
import type { DetailStatus } from '@web/components/detail/DetailScreen';

/** A detail's screen state, where 'Category not found' is its own not-found state too. */
export function categoryStatusOf(state: DetailState<unknown>): DetailStatus {
  return state.status === 'error' && state.error?.code === 'categoryNotFound' ? 'notFound' : detailStatusOf(state);
}
