import { CBadge, CButton, CCard, CCardBody, CCardHeader } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Product, Variant } from '@contract/catalog/catalog.types';
import type { AttributeDefinition, ProductEditAnswer } from '@contract/catalog/product.api';
import { FieldGrid, type FieldGridItem } from '@web/components/detail/FieldGrid';
import { useFormatters, type Formatters } from '@web/lib/format';
import type { ProductDialog } from './VariantDialogs';
import { VariantAttributes, VariantLocks, VariantMarketplaces } from './VariantStates';

function variantFields(variant: Variant, product: Product, format: Formatters): FieldGridItem[] {
  const field = (id: keyof Variant, value: FieldGridItem['value']): FieldGridItem => ({ id, labelKey: `productEdit.variant.${id}`, value });
  return [
    field('price', format.money(variant.price, product.currency)),
    field('retailPrice', format.money(variant.retailPrice, product.currency)),
    field('stock', format.number(variant.stock)),
    field('extraSku', variant.extraSku),
    field('barcode', variant.barcode),
    field('gtin', variant.gtin),
    field('hsCode', variant.hsCode),
    field('countryOfOrigin', variant.countryOfOrigin),
    field('deci', format.number(variant.deci)),
    field('weightGrams', format.number(variant.weightGrams)),
    field('heightMm', format.number(variant.heightMm)),
    field('widthMm', format.number(variant.widthMm)),
    field('lengthMm', format.number(variant.lengthMm)),
    { ...field('description', variant.description), wide: true },
  ];
}

interface VariantCardProps {
  variant: Variant;
  product: Product;
  definitions: readonly AttributeDefinition[];
  onOpenDialog: (name: ProductDialog, extra?: Record<string, string>) => void;
}

function VariantCard({ variant, product, definitions, onOpenDialog }: VariantCardProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const images = (variant.defaultImage ? 1 : 0) + variant.extraImages.length;
  const heading = (key: string) => <h3 className="h6 mt-3 mb-2">{t(key)}</h3>;
  return (
    <CCard className="mb-3" data-testid={`variant-${variant.id}`}>
      <CCardHeader className="d-flex flex-wrap align-items-center gap-2">
        <strong>{variant.name}</strong>
        <code>{variant.sku}</code>
        <CBadge color={variant.status === 'active' ? 'success' : 'secondary'}>{t(`productEdit.status.${variant.status}`)}</CBadge>
        {variant.locks.some((lock) => lock.state === 'locked') ? <CBadge color="danger">{t('productEdit.variants.lockStates.locked')}</CBadge> : null}
        <span className="small text-body-secondary">{t('productEdit.variants.imageCount', { count: images })}</span>
        <div className="ms-auto d-flex gap-2">
          <CButton
            size="sm"
            color="primary"
            variant="outline"
            data-testid={`edit-variant-${variant.id}`}
            onClick={() => onOpenDialog('editVariant', { variantId: String(variant.id) })}
          >
            {t('productEdit.variants.edit')}
          </CButton>
          <CButton
            size="sm"
            color="danger"
            variant="ghost"
            data-testid={`delete-variant-${variant.id}`}
            onClick={() => onOpenDialog('deleteVariant', { variantId: String(variant.id) })}
          >
            {t('productEdit.variants.delete')}
          </CButton>
        </div>
      </CCardHeader>
      <CCardBody>
        <FieldGrid fields={variantFields(variant, product, format)} columns={3} />
        {heading('productEdit.variants.locks')}
        <VariantLocks variant={variant} />
        {heading('productEdit.variants.marketplaces')}
        <VariantMarketplaces variant={variant} />
        {heading('productEdit.variants.attributes')}
        <VariantAttributes variant={variant} definitions={definitions} />
      </CCardBody>
    </CCard>
  );
}

/** Every variant with its §3 fields, locks, marketplace states and attributes; add, edit and delete open URL dialogs. */
export function VariantsTab({ detail, onOpenDialog }: { detail: ProductEditAnswer; onOpenDialog: VariantCardProps['onOpenDialog'] }) {
  const { t } = useTranslation();
  return (
    <div data-testid="variants-tab">
      <div className="d-flex justify-content-end mb-3">
        <CButton color="primary" size="sm" onClick={() => onOpenDialog('addVariant')} data-testid="add-variant">
          {t('productEdit.variants.add')}
        </CButton>
      </div>
      {detail.variants.length === 0 ? (
        <p className="text-body-secondary text-center py-4 mb-0" data-testid="variants-empty">
          {t('productEdit.variants.none')}
        </p>
      ) : null}
      {detail.variants.map((variant) => (
        <VariantCard key={variant.id} variant={variant} product={detail.product} definitions={detail.attributes} onOpenDialog={onOpenDialog} />
      ))}
    </div>
  );
}
