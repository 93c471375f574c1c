import { CBadge, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceVariantStatus, Variant } from '@contract/catalog/catalog.types';
import { attributeValueName, type AttributeDefinition } from '@contract/catalog/product.api';
import { useNameOf } from '@web/lib/localized-name';
import { useFormatters } from '@web/lib/format';

const STATUS_COLOR: Partial<Record<MarketplaceVariantStatus, string>> = {
  salable: 'success',
  ready_for_sale: 'success',
  locked: 'danger',
  error: 'danger',
  suspended: 'danger',
  frozen: 'warning',
  missing_information: 'warning',
  task_opened: 'warning',
  inactive: 'secondary',
};

export function MarketplaceStatusBadge({ status }: { status: MarketplaceVariantStatus }) {
  const { t } = useTranslation();
  return (
    <CBadge color={STATUS_COLOR[status] ?? 'info'} data-testid={`mp-status-${status}`}>
      {t(`productEdit.mpStatus.${status}`)}
    </CBadge>
  );
}

/** The variant's locks per marketplace: when, why, until when, and whether it still holds now. */
export function VariantLocks({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (variant.locks.length === 0)
    return (
      <p className="text-body-secondary small mb-0" data-testid="no-locks">
        {t('productEdit.variants.noLocks')}
      </p>
    );
  return (
    <CTable small responsive className="mb-0" data-testid="variant-locks">
      <CTableHead>
        <CTableRow>
          {['marketplaces', 'lockedAt', 'lockReason', 'lockUntil', 'lockState'].map((key) => (
            <CTableHeaderCell key={key} scope="col">
              {t(`productEdit.variants.${key}`)}
            </CTableHeaderCell>
          ))}
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {variant.locks.map((lock) => (
          <CTableRow key={`${lock.marketplace}-${lock.lockedAt}`} data-testid="variant-lock">
            <CTableDataCell>{t(`marketplaces.${lock.marketplace}`)}</CTableDataCell>
            <CTableDataCell>{format.dateTime(lock.lockedAt)}</CTableDataCell>
            <CTableDataCell>{t(`productEdit.variants.lockReasons.${lock.lockReason}`, { defaultValue: lock.lockReason })}</CTableDataCell>
            <CTableDataCell>{lock.until ? format.dateTime(lock.until) : t('productEdit.variants.noEnd')}</CTableDataCell>
            <CTableDataCell>
              <CBadge color={lock.state === 'locked' ? 'danger' : 'secondary'}>{t(`productEdit.variants.lockStates.${lock.state}`)}</CBadge>
            </CTableDataCell>
          </CTableRow>
        ))}
      </CTableBody>
    </CTable>
  );
}

/** The variant's state on each marketplace it is on. */
export function VariantMarketplaces({ variant }: { variant: Variant }) {
  const { t } = useTranslation();
  if (variant.marketplaces.length === 0) return <p className="text-body-secondary small mb-0">{t('productEdit.variants.notListed')}</p>;
  return (
    <ul className="list-inline mb-0" data-testid="variant-marketplaces">
      {variant.marketplaces.map((state) => (
        <li key={state.marketplace} className="list-inline-item me-3">
          <span className="me-1">{t(`marketplaces.${state.marketplace}`)}</span>
          <MarketplaceStatusBadge status={state.status} />
        </li>
      ))}
    </ul>
  );
}

/** The category's attributes with the variant's values; a mandatory one without a value is marked. */
export function VariantAttributes({ variant, definitions }: { variant: Variant; definitions: readonly AttributeDefinition[] }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  if (definitions.length === 0) return <p className="text-body-secondary small mb-0">{t('productEdit.variants.noAttributes')}</p>;
  return (
    <dl className="row g-2 mb-0" data-testid="variant-attributes">
      {definitions.map((definition) => {
        const value = nameOf(
          attributeValueName(
            definition,
            variant.attributes.find((attribute) => attribute.attributeId === definition.attributeId),
          ),
        );
        const missing = definition.mandatory && !value;
        return (
          <div key={definition.attributeId} className="col-6 col-md-4 col-xl-3" data-testid={`variant-attribute-${definition.attributeId}`}>
            <dt className="small fw-normal text-body-secondary">
              {nameOf(definition.name)}
              {definition.mandatory ? (
                <CBadge color="light" textColor="dark" className="ms-1">
                  {t('productEdit.variants.mandatory')}
                </CBadge>
              ) : null}
            </dt>
            <dd className={missing ? 'text-danger mb-0' : 'mb-0'}>{value || (missing ? t('validation.attributeRequired') : '—')}</dd>
          </div>
        );
      })}
    </dl>
  );
}
