import { CCard, CCardBody, CCardHeader, CCloseButton, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import type { CrossPickerProps } from '@web/components/category/CrossCategoryPicker';
import { CrossDialogs } from '@web/components/category/cross/CrossDialogs';
import type { CrossActions } from '@web/components/category/cross/cross-types';
import { MarketplaceCrossPanel } from '@web/components/category/cross/MarketplaceCrossPanel';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { useNameOf } from '@web/lib/localized-name';

export interface CategoryCrossingPaneProps extends CrossPickerProps {
  state: DetailState<CategoryCrossAnswer>;
  marketplace: MarketplaceCode;
  /** `?attribute=` and `?value=` as read from the URL. */
  attributeId: number | null;
  valueId: number | null;
  actions: CrossActions;
  onClose: () => void;
}

/** One category on one marketplace, as the seller-side cross page shows it: their category, attributes and values, with its dialogs. */
export function CategoryCrossingPane({ state, marketplace, attributeId, valueId, actions, onClose, found, onSearch }: CategoryCrossingPaneProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const status = detailStatusOf(state);
  const cross = state.data?.marketplaces.find((candidate) => candidate.marketplace === marketplace);
  const categoryName = state.data ? nameOf(state.data.category.path) : '';
  return (
    <CCard className="mb-3" data-testid="crossing-pane">
      <CCardHeader className="d-flex align-items-center gap-2">
        <h2 className="h6 mb-0 me-auto">
          {t('adminCrossing.attributes.paneTitle', { category: categoryName, marketplace: t(`marketplaces.${marketplace}`) })}
        </h2>
        <CCloseButton onClick={onClose} aria-label={t('common.close')} data-testid="crossing-pane-close" />
      </CCardHeader>
      <CCardBody>
        {status === 'loading' ? <CSpinner size="sm" color="primary" aria-label={t('common.loading')} /> : null}
        {status === 'error' || status === 'notFound' ? <ErrorAlert error={state.error} /> : null}
        {status === 'ready' && cross ? (
          <>
            <MarketplaceCrossPanel cross={cross} attributeId={attributeId} actions={actions} />
            <CrossDialogs
              categoryName={categoryName}
              cross={cross}
              attributeId={attributeId}
              valueId={valueId}
              commandOf={actions.commandOf}
              onCross={actions.onCross}
              onUncross={actions.onUncross}
              found={found}
              onSearch={onSearch}
            />
          </>
        ) : null}
      </CCardBody>
    </CCard>
  );
}
