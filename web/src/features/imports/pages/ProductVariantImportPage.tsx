import { CNav, CNavItem, CNavLink } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { ImportErrorsTab, type ImportErrorsTabProps } from '../components/ImportErrorsTab';
import { ImportStateAlert } from '../components/ImportStateAlert';
import { ImportPanels, type ImportScreenProps } from '../components/ImportPanels';
import { TemplateFinder, type TemplateFinderProps } from '../components/TemplateFinder';

export const PRODUCT_VARIANT_TABS = ['import', 'errors'] as const;
export type ProductVariantTab = (typeof PRODUCT_VARIANT_TABS)[number];

export interface ProductVariantImportPageProps extends ImportScreenProps {
  /** `?tab=errors` in the URL; Import is the default. */
  tab: ProductVariantTab;
  onTabChange: (tab: ProductVariantTab) => void;
  finder: TemplateFinderProps;
  errors: Omit<ImportErrorsTabProps, 'imports'>;
}

/** /importer/excel-product-variant: the Import tab (template finder, upload, recent imports) and the Import Errors tab. */
export function ProductVariantImportPage({ tab, onTabChange, finder, errors, ...screen }: ProductVariantImportPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h4 mb-1">{t('routes.importProductVariant')}</h1>
      <p className="text-body-secondary mb-3">{t('imports.productVariant.intro')}</p>
      <ImportStateAlert settings={screen.settings} onRetry={screen.onSettingsRetry} staff={screen.staff} />
      <CNav variant="tabs" role="tablist" aria-label={t('imports.productVariant.tabsLabel')} className="mb-3" data-testid="import-tabs">
        {PRODUCT_VARIANT_TABS.map((id) => (
          <CNavItem key={id} role="presentation">
            <CNavLink
              as="button"
              type="button"
              role="tab"
              id={`import-tab-${id}`}
              active={tab === id}
              aria-selected={tab === id}
              aria-controls={`import-panel-${id}`}
              onClick={() => onTabChange(id)}
              data-testid={`import-tab-${id}`}
            >
              {t(`imports.productVariant.tabs.${id}`)}
            </CNavLink>
          </CNavItem>
        ))}
      </CNav>
      <div role="tabpanel" id={`import-panel-${tab}`} aria-labelledby={`import-tab-${tab}`} data-testid={`import-panel-${tab}`}>
        {tab === 'import' ? (
          <>
            <TemplateFinder {...finder} />
            <ImportPanels kind="productVariant" {...screen} />
          </>
        ) : (
          <ImportErrorsTab {...errors} imports={screen.recent.page?.items ?? []} />
        )}
      </div>
    </>
  );
}
