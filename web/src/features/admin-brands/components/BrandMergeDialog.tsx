import { CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { mergeConfirmationText, type BrandMergePreview } from '@contract/admin-brands/admin-brand.api';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import type { ApiFailure } from '@web/lib/http';
import type { CommandView } from '@web/lib/resources/command-view';

export interface BrandMergeDialogProps {
  /** The preview of the brand in the URL (`?action=merge&item=<id>`), null while it loads or failed. */
  preview: BrandMergePreview | null;
  loadError: ApiFailure | null;
  command: CommandView;
  onMerge: (brandId: number, typed: string) => void;
}

/** Merging a brand's duplicates into it: what moves and what goes (counts, a sample), then the kept brand's name typed again. */
export function BrandMergeDialog({ preview, loadError, command, onMerge }: BrandMergeDialogProps) {
  const { t } = useTranslation();
  return (
    <TypedConfirmDialog
      name="merge"
      extras={['item']}
      titleKey="adminBrands.merge.title"
      titleValues={{ name: preview?.kept.name ?? '' }}
      expected={preview ? mergeConfirmationText(preview.kept) : ''}
      hintKey="adminBrands.merge.confirmHint"
      confirmKey="adminBrands.merge.submit"
      onConfirm={(typed) => preview && onMerge(preview.kept.id, typed)}
      busy={command.submitting}
      error={command.error}
    >
      {preview ? (
        <div data-testid="merge-preview">
          <p>{t('adminBrands.merge.summary', { count: preview.merged.length, name: preview.kept.name, company: preview.kept.companyName })}</p>
          <ul>
            {preview.merged.map((brand) => (
              <li key={brand.id} data-testid="merge-brand">
                {t('adminBrands.merge.brandLine', { name: brand.name, id: brand.id, count: brand.productCount })}
              </li>
            ))}
          </ul>
          <p className="mb-1">{t('adminBrands.merge.products', { count: preview.productCount })}</p>
          {preview.sample.length > 0 ? (
            <ul className="small mb-0" aria-label={t('adminBrands.merge.sample')}>
              {preview.sample.map((product) => (
                <li key={product.id} data-testid="merge-sample">
                  {t('adminBrands.merge.sampleLine', { id: product.id, name: product.name, brand: product.brandName })}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : loadError ? (
        <ErrorAlert error={loadError} />
      ) : (
        <CSpinner size="sm" aria-label={t('common.loading')} />
      )}
    </TypedConfirmDialog>
  );
}
