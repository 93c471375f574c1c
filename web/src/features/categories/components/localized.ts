/** Category paths and statuses in the interface language. */
import { useTranslation } from 'react-i18next';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { detailStatusOf } from '@web/lib/resources/detail-resource';
import type { DetailStatus } from '@web/components/detail/DetailScreen';

/** `(path) => string`: the Turkish path in Turkish, the English one otherwise. */
export function useLocalizedPath(): (path: { tr: string; en: string }) => string {
  const { i18n } = useTranslation();
  const turkish = (i18n.resolvedLanguage ?? i18n.language) === 'tr';
  return (path) => (turkish ? path.tr : path.en);
}

/** A detail's screen state, where 'Category not found' is its own not-found state too. */
export function categoryStatusOf(state: DetailState<unknown>): DetailStatus {
  return state.status === 'error' && state.error?.code === 'categoryNotFound' ? 'notFound' : detailStatusOf(state);
}
