import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { VariantRow } from '@contract/catalog/variant.api';
import type { VariantListQuery, VariantTab } from '@contract/catalog/variant.query';
import { ListScreen } from '@web/components/list/ListScreen';
import type { AppliedFilters, FilterField } from '@web/components/list/list-types';
import { useFormatters } from '@web/lib/format';
import type { ListState } from '@web/lib/resources/list-resource';
import { listWiring } from '@web/lib/resources/list-wiring';
import { templateUrl } from '../imports.api';
import { ImportErrorsTab, type ImportErrorsTabProps } from '../components/ImportErrorsTab';
import { ImportStateAlert } from '../components/ImportStateAlert';
import { ImportTabs, type ImportTab } from '../components/ImportTabs';
import { ImportPanels, type ImportScreenProps } from '../components/ImportPanels';
import { stockPriceColumns } from '../components/stock-price-columns';

export interface StockPriceImportPageProps extends ImportScreenProps {
  query: VariantListQuery;
  list: ListState<VariantRow, VariantTab>;
  onQueryChange: (patch: Partial<VariantListQuery>) => void;
  onSkuApply: (applied: AppliedFilters) => void;
  onSkuReset: () => void;
  onListRetry: () => void;
  /** `?tab=errors` in the URL; Import is the default. */
  tab: ImportTab;
  onTabChange: (tab: ImportTab) => void;
  errors: Omit<ImportErrorsTabProps, 'imports'>;
}

/** Spec §5: the list finds a SKU only by the whole of it. */
const SKU_FILTER: readonly FilterField[] = [{ kind: 'text', name: 'sku', labelKey: 'imports.stockPrice.sku', hintKey: 'imports.stockPrice.skuHint' }];

/**
 * /importer/excel-stock-price: upload prices and stock from the template, follow the imports, check the current values;
 * Import Errors lists the refused rows and lets a few be fixed here and sent again.
 */
export function StockPriceImportPage(props: StockPriceImportPageProps) {
  const { query, list, onQueryChange, onSkuApply, onSkuReset, onListRetry, tab, onTabChange, errors, ...screen } = props;
  const { t } = useTranslation();
  const format = useFormatters();
  const columns = useMemo(() => stockPriceColumns(format), [format]);
  return (
    <>
      <h1 className="h4 mb-1">{t('routes.importStockPrice')}</h1>
      <p className="text-body-secondary mb-3">{t('imports.stockPrice.intro')}</p>
      <ImportStateAlert settings={screen.settings} onRetry={screen.onSettingsRetry} staff={screen.staff} />
      <ImportTabs tab={tab} onTabChange={onTabChange} labelKey="imports.stockPrice.tabsLabel">
        {tab === 'import' ? (
          <>
            <ImportPanels kind="stockPrice" templateHref={templateUrl('stockPrice')} {...screen} />
            <ListScreen<VariantRow>
              listId="importStockPrice"
              titleKey="imports.stockPrice.listTitle"
              filters={{ fields: SKU_FILTER, values: query, onApply: onSkuApply, onReset: onSkuReset }}
              columns={columns}
              {...listWiring(query, list, onQueryChange)}
              rowKey={(row) => String(row.id)}
              errorKey="imports.stockPrice.loadError"
              onRetry={onListRetry}
            />
          </>
        ) : (
          <ImportErrorsTab {...errors} imports={screen.recent.page?.items ?? []} />
        )}
      </ImportTabs>
    </>
  );
}
