import { CFormCheck, CFormInput, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { useFormatters } from '@web/lib/format';
import type { BrandFormValues } from './brand-form';

function RowInput({ name, labelKey, marketplaceName, disabled }: { name: string; labelKey: string; marketplaceName: string; disabled: boolean }) {
  const { t } = useTranslation();
  const form = useFormikContext<BrandFormValues>();
  const error = getIn(form.errors, name) as string | undefined;
  const invalid = Boolean(getIn(form.touched, name) && error);
  return (
    <>
      <CFormInput
        size="sm"
        {...form.getFieldProps(name)}
        disabled={disabled}
        invalid={invalid}
        aria-invalid={invalid}
        aria-label={t(labelKey, { marketplace: marketplaceName })}
        data-testid={`input-${name}`}
      />
      {invalid ? <div className="invalid-feedback d-block">{t(error ?? '')}</div> : null}
    </>
  );
}

/** Spec §3 "marketplace crossing": one row per marketplace, the remote brand it is crossed to, and its state. */
export function BrandCrossingRows({ brand }: { brand: Brand | null }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const form = useFormikContext<BrandFormValues>();
  return (
    <CTable small responsive className="align-middle mb-0" aria-label={t('brands.form.crossings')} data-testid="brand-crossings">
      <CTableHead>
        <CTableRow>
          <CTableHeaderCell scope="col">{t('brands.crossing.marketplace')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('brands.crossing.crossed')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('brands.crossing.remoteBrandId')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('brands.crossing.remoteBrandName')}</CTableHeaderCell>
          <CTableHeaderCell scope="col">{t('brands.crossing.state')}</CTableHeaderCell>
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {MARKETPLACE_CODES.map((code) => {
          const marketplaceName = t(`marketplaces.${code}`);
          const crossed = form.values.crossings[code].crossed;
          const saved = brand?.crossings.find((crossing) => crossing.marketplace === code);
          return (
            <CTableRow key={code} data-testid={`crossing-row-${code}`}>
              <CTableHeaderCell scope="row" className="fw-normal">
                {marketplaceName}
              </CTableHeaderCell>
              <CTableDataCell>
                <CFormCheck
                  id={`crossing-${code}`}
                  checked={crossed}
                  aria-label={t('brands.crossing.crossedOn', { marketplace: marketplaceName })}
                  onChange={(event) => void form.setFieldValue(`crossings.${code}.crossed`, event.target.checked)}
                />
              </CTableDataCell>
              <CTableDataCell>
                <RowInput
                  name={`crossings.${code}.remoteBrandId`}
                  labelKey="brands.crossing.remoteBrandIdOn"
                  marketplaceName={marketplaceName}
                  disabled={!crossed}
                />
              </CTableDataCell>
              <CTableDataCell>
                <RowInput
                  name={`crossings.${code}.remoteBrandName`}
                  labelKey="brands.crossing.remoteBrandNameOn"
                  marketplaceName={marketplaceName}
                  disabled={!crossed}
                />
              </CTableDataCell>
              <CTableDataCell className="small text-body-secondary text-nowrap">
                {saved ? t(`brands.crossing.status.${saved.status}`, { date: format.date(saved.date) }) : t('brands.crossing.never')}
              </CTableDataCell>
            </CTableRow>
          );
        })}
      </CTableBody>
    </CTable>
  );
}
