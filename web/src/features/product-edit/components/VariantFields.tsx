import { CCol, CFormFeedback, CFormInput, CFormLabel, CFormSelect, CRow } from '@coreui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CATALOG_STATUSES } from '@contract/catalog/catalog.types';
import type { AttributeDefinition } from '@contract/catalog/product.api';
import { useNameOf } from '@web/lib/localized-name';
import { EditField } from './EditField';
import type { VariantFormValues } from './variant-form';

const STATUS_OPTIONS = CATALOG_STATUSES.map((status) => ({ value: status, labelKey: `productEdit.status.${status}` }));

function AttributeField({ definition, index }: { definition: AttributeDefinition; index: number }) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const form = useFormikContext<VariantFormValues>();
  const row = form.values.attributes[index];
  const id = `attribute-${definition.attributeId}`;
  const problem = getIn(form.errors, `attributes.${index}`) as unknown;
  const message = typeof problem === 'string' ? problem : (getIn(form.errors, `attributes.${index}.value`) as string | undefined);
  const shown = message && (form.submitCount > 0 || getIn(form.touched, `attributes.${index}`)) ? message : null;
  const touch = () => void form.setFieldTouched(`attributes.${index}`, true, false);
  return (
    <div className="mb-3" data-testid={`attribute-${definition.attributeId}`}>
      <CFormLabel htmlFor={id}>
        {nameOf(definition.name)}
        {definition.mandatory ? (
          <span className="text-danger ms-1" title={t('productEdit.variants.mandatory')}>
            *
          </span>
        ) : null}
      </CFormLabel>
      {definition.type === 'list' ? (
        <CFormSelect
          id={id}
          invalid={Boolean(shown)}
          value={row?.valueId === null || row?.valueId === undefined ? '' : String(row.valueId)}
          onBlur={touch}
          onChange={(event) => {
            const chosen = definition.values.find((value) => String(value.id) === event.target.value);
            void form.setFieldValue(`attributes.${index}`, { ...row, valueId: chosen?.id ?? null, value: chosen?.name.en ?? '' });
            touch();
          }}
        >
          <option value="">{t('productEdit.variant.chooseValue')}</option>
          {definition.values.map((value) => (
            <option key={value.id} value={value.id}>
              {nameOf(value.name)}
            </option>
          ))}
        </CFormSelect>
      ) : (
        <CFormInput
          id={id}
          type={definition.type === 'number' ? 'number' : 'text'}
          invalid={Boolean(shown)}
          value={row?.value ?? ''}
          onBlur={touch}
          onChange={(event) => void form.setFieldValue(`attributes.${index}`, { ...row, valueId: null, value: event.target.value })}
        />
      )}
      {shown ? <CFormFeedback invalid>{t(shown)}</CFormFeedback> : null}
    </div>
  );
}

/** Every §3 field of a variant the seller may change, and the category's attributes with their mandatory marks. */
export function VariantFields({ attributes }: { attributes: readonly AttributeDefinition[] }) {
  const { t } = useTranslation();
  const section = (key: string) => <h2 className="h6 text-body-secondary mt-2 mb-3">{t(`productEdit.variant.sections.${key}`)}</h2>;
  return (
    <div data-testid="variant-form">
      {section('identity')}
      <CRow>
        <CCol md={6}>
          <EditField name="name" labelKey="productEdit.variant.name" />
        </CCol>
        <CCol md={3}>
          <EditField name="sku" labelKey="productEdit.variant.sku" />
        </CCol>
        <CCol md={3}>
          <EditField name="extraSku" labelKey="productEdit.variant.extraSku" />
        </CCol>
        <CCol md={3}>
          <EditField name="barcode" labelKey="productEdit.variant.barcode" />
        </CCol>
        <CCol md={3}>
          <EditField name="gtin" labelKey="productEdit.variant.gtin" />
        </CCol>
        <CCol md={2}>
          <EditField name="hsCode" labelKey="productEdit.variant.hsCode" />
        </CCol>
        <CCol md={2}>
          <EditField name="countryOfOrigin" labelKey="productEdit.variant.countryOfOrigin" />
        </CCol>
        <CCol md={2}>
          <EditField name="status" kind="select" options={STATUS_OPTIONS} labelKey="productEdit.variant.status" />
        </CCol>
        <CCol xs={12}>
          <EditField name="description" kind="textarea" labelKey="productEdit.variant.description" />
        </CCol>
      </CRow>
      {section('pricing')}
      <CRow>
        <CCol md={4}>
          <EditField name="price" kind="number" step="0.01" labelKey="productEdit.variant.price" />
        </CCol>
        <CCol md={4}>
          <EditField name="retailPrice" kind="number" step="0.01" labelKey="productEdit.variant.retailPrice" hintKey="productEdit.variant.retailHint" />
        </CCol>
        <CCol md={4}>
          <EditField name="stock" kind="number" labelKey="productEdit.variant.stock" />
        </CCol>
      </CRow>
      {section('dimensions')}
      <p className="form-text mt-0">{t('productEdit.variant.deciHint')}</p>
      <CRow>
        {(['deci', 'weightGrams', 'heightMm', 'widthMm', 'lengthMm'] as const).map((name) => (
          <CCol key={name} md>
            <EditField name={name} kind="number" step={name === 'deci' ? '0.01' : '1'} labelKey={`productEdit.variant.${name}`} />
          </CCol>
        ))}
      </CRow>
      {section('attributes')}
      {attributes.length === 0 ? (
        <p className="text-body-secondary">{t('productEdit.variants.noAttributes')}</p>
      ) : (
        <>
          <p className="form-text mt-0">{t('productEdit.variant.mandatoryHint')}</p>
          <CRow>
            {attributes.map((definition, index) => (
              <CCol md={4} key={definition.attributeId}>
                <AttributeField definition={definition} index={index} />
              </CCol>
            ))}
          </CRow>
        </>
      )}
    </div>
  );
}
