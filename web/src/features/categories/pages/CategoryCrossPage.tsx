import { useTranslation } from 'react-i18next';
import type { CategoryCrossAnswer } from '@contract/catalog/crossing.api';
import { pathOf } from '@contract/routes';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import type { DetailState } from '@web/lib/resources/detail-resource';
import { CrossDialogs } from '@web/components/category/cross/CrossDialogs';
import type { CrossPickerProps } from '@web/components/category/CrossCategoryPicker';
import type { CrossActions } from '@web/components/category/cross/cross-types';
import { MarketplaceCrossPanel } from '@web/components/category/cross/MarketplaceCrossPanel';
import { CrossStatusBadge } from '@web/components/category/CrossStatusBadge';
import { ownNames } from '@contract/catalog/category.rules';
import { useNameOf } from '@web/lib/localized-name';
import { categoryStatusOf } from '../components/localized';

export interface CategoryCrossPageProps extends CrossActions, CrossPickerProps {
  state: DetailState<CategoryCrossAnswer>;
  /** `?marketplace=` (the tab), `?attribute=` and `?value=` as read from the URL. */
  marketplace: string | null;
  attributeId: number | null;
  valueId: number | null;
  onRetry: () => void;
}

/** /categories/:categoryId/cross: a tab per marketplace; map the category, each attribute and each value to theirs. */
export function CategoryCrossPage(props: CategoryCrossPageProps) {
  const { state, marketplace, attributeId, valueId, onRetry, found, onSearch, ...actions } = props;
  const { t } = useTranslation();
  const localizedPath = useNameOf();
  const answer = state.data;
  const active = answer?.marketplaces.find((cross) => cross.marketplace === marketplace) ?? answer?.marketplaces[0];
  return (
    <DetailScreen
      status={categoryStatusOf(state)}
      errorKey="categories.cross.loadError"
      notFoundKey="errors.categoryNotFound"
      onRetry={onRetry}
      titleKey="categories.cross.title"
      titleValues={{ name: answer ? localizedPath(ownNames(answer.category)) : '' }}
      subtitle={answer ? localizedPath(answer.category.path) : undefined}
      backTo={answer ? pathOf('categoryDetail', { categoryId: answer.category.id }) : pathOf('categories')}
      tabParam="marketplace"
      tabs={(answer?.marketplaces ?? []).map((cross) => ({
        id: cross.marketplace,
        labelKey: `marketplaces.${cross.marketplace}`,
        render: () => <MarketplaceCrossPanel cross={cross} attributeId={attributeId} actions={actions} />,
      }))}
    >
      {answer && active ? (
        <p className="small text-body-secondary d-flex flex-wrap gap-2 align-items-center" data-testid="cross-overview">
          {answer.marketplaces.map((cross) => (
            <span key={cross.marketplace} className="d-inline-flex gap-1 align-items-center">
              {t(`marketplaces.${cross.marketplace}`)}
              <CrossStatusBadge status={cross.crossing?.status ?? null} />
            </span>
          ))}
        </p>
      ) : null}
      {answer && active && actions.canManage ? (
        <CrossDialogs
          categoryName={localizedPath(ownNames(answer.category))}
          cross={active}
          attributeId={attributeId}
          valueId={valueId}
          commandOf={actions.commandOf}
          onCross={actions.onCross}
          onUncross={actions.onUncross}
          found={found}
          onSearch={onSearch}
        />
      ) : null}
    </DetailScreen>
  );
}
