import { CAlert } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { DeletedProductAnswer } from '@contract/catalog/product.api';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { useFormatters } from '@web/lib/format';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { deletedProductTabs } from '../components/deleted-product-sections';

export interface DeletedProductPageProps {
  state: DetailState<DeletedProductAnswer>;
  listHref: string;
  onRetry: () => void;
}

/** /deleted-products/:productId: a deleted product as it was, read only. */
export function DeletedProductPage({ state, listHref, onRetry }: DeletedProductPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const detail = state.data;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="deletedProducts.detail.loadError"
      onRetry={onRetry}
      titleKey="deletedProducts.detail.title"
      titleValues={{ id: detail?.product.id ?? '' }}
      subtitle={detail ? `${detail.product.name} · ${detail.product.spu}` : undefined}
      badges={[{ id: 'deleted', labelKey: 'routes.deletedProduct', color: 'danger' }]}
      backTo={listHref}
      tabs={detail ? deletedProductTabs(detail, format, t('deletedProducts.detail.noVariants')) : []}
    >
      {detail ? (
        <CAlert color="secondary" data-testid="deleted-notice">
          {t('deletedProducts.detail.notice', { date: format.dateTime(detail.product.deletedAt) })}
        </CAlert>
      ) : null}
    </DetailScreen>
  );
}
