import { useTranslation } from 'react-i18next';
import { ImportErrorsTab, type ImportErrorsTabProps } from '../components/ImportErrorsTab';
import { ImportTabs, type ImportTab } from '../components/ImportTabs';
import { ImportStateAlert } from '../components/ImportStateAlert';
import { ImportPanels, type ImportScreenProps } from '../components/ImportPanels';
import { TemplateFinder, type TemplateFinderProps } from '../components/TemplateFinder';

export interface ProductVariantImportPageProps extends ImportScreenProps {
  /** `?tab=errors` in the URL; Import is the default. */
  tab: ImportTab;
  onTabChange: (tab: ImportTab) => void;
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
      <ImportTabs tab={tab} onTabChange={onTabChange} labelKey="imports.productVariant.tabsLabel">
        {tab === 'import' ? (
          <>
            <TemplateFinder {...finder} />
            <ImportPanels kind="productVariant" {...screen} />
          </>
        ) : (
          <ImportErrorsTab {...errors} imports={screen.recent.page?.items ?? []} />
        )}
      </ImportTabs>
    </>
  );
}
