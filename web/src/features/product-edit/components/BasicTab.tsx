import { useMemo } from 'react';
import { CButton, CCol, CForm, CRow, CSpinner } from '@coreui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { CATALOG_STATUSES } from '@contract/catalog/catalog.types';
import { productBasicSchema, type ProductBasicInput } from '@contract/catalog/catalog.schemas';
import type { ProductEditAnswer } from '@contract/catalog/product.api';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { useNameOf, type NameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import { EditField, type FieldOption } from './EditField';
import { ServerFieldErrors } from './ServerFieldErrors';

type BasicValues = Record<keyof ProductBasicInput, string | number>;

function basicValues({ product }: ProductEditAnswer): BasicValues {
  const { name, description, spu, categoryId, brandId, guaranteeMonths, taxClass, fulfillmentDay, status } = product;
  return { name, description, spu, categoryId, brandId, guaranteeMonths, taxClass, fulfillmentDay, status };
}

/** The choices of the form; the product's own category, brand and tax class stay choosable even if no longer offered. */
function choicesOf({ product, choices }: ProductEditAnswer, nameOf: NameOf) {
  const categories: FieldOption[] = choices.categories.map((category) => ({ value: String(category.id), label: nameOf(category.path) }));
  if (!choices.categories.some((category) => category.id === product.categoryId))
    categories.unshift({ value: String(product.categoryId), label: nameOf(product.categoryName) });
  const brands: FieldOption[] = choices.brands.map((brand) => ({ value: String(brand.id), label: brand.name }));
  if (!choices.brands.some((brand) => brand.id === product.brandId)) brands.unshift({ value: String(product.brandId), label: product.brandName });
  const taxClasses = [...new Set([product.taxClass, ...choices.taxClasses])].map((taxClass) => ({ value: taxClass, label: taxClass }));
  const statuses = CATALOG_STATUSES.map((status) => ({ value: status, labelKey: `productEdit.status.${status}` }));
  return { categories, brands, taxClasses, statuses };
}

export interface BasicTabProps {
  detail: ProductEditAnswer;
  command: CommandView;
  onSave: (input: ProductBasicInput) => void;
}

/** Spec §2 Basic tab: name and description (at least 10 characters), SPU, category, brand, guarantee, tax, fulfillment, status. */
export function BasicTab({ detail, command, onSave }: BasicTabProps) {
  const { t } = useTranslation();
  const initialValues = useMemo(() => basicValues(detail), [detail]);
  const nameOf = useNameOf();
  const options = useMemo(() => choicesOf(detail, nameOf), [detail, nameOf]);
  return (
    <Formik<BasicValues>
      enableReinitialize
      initialValues={initialValues}
      validationSchema={productBasicSchema}
      onSubmit={(values) => onSave(productBasicSchema.cast(values, { stripUnknown: true }))}
    >
      {(form) => (
        <CForm noValidate onSubmit={form.handleSubmit} aria-busy={command.submitting} data-testid="basic-form">
          <ServerFieldErrors failure={command.error} />
          <CRow>
            <CCol md={8}>
              <EditField name="name" labelKey="productEdit.fields.name" hintKey="productEdit.basic.textHint" />
            </CCol>
            <CCol md={4}>
              <EditField name="spu" labelKey="productEdit.fields.spu" />
            </CCol>
            <CCol xs={12}>
              <EditField name="description" kind="textarea" labelKey="productEdit.fields.description" hintKey="productEdit.basic.textHint" />
            </CCol>
            <CCol md={6}>
              <EditField
                name="categoryId"
                kind="select"
                options={options.categories}
                labelKey="productEdit.fields.category"
                placeholderKey="productEdit.basic.choose"
              />
            </CCol>
            <CCol md={6}>
              <EditField name="brandId" kind="select" options={options.brands} labelKey="productEdit.fields.brand" placeholderKey="productEdit.basic.choose" />
            </CCol>
            <CCol md={3}>
              <EditField name="guaranteeMonths" kind="number" labelKey="productEdit.fields.guaranteeMonths" />
            </CCol>
            <CCol md={3}>
              <EditField name="taxClass" kind="select" options={options.taxClasses} labelKey="productEdit.fields.taxClass" />
            </CCol>
            <CCol md={3}>
              <EditField name="fulfillmentDay" kind="number" labelKey="productEdit.fields.fulfillmentDay" />
            </CCol>
            <CCol md={3}>
              <EditField name="status" kind="select" options={options.statuses} labelKey="productEdit.fields.status" />
            </CCol>
          </CRow>
          {command.error ? <ErrorAlert error={command.error} /> : null}
          <CButton type="submit" color="primary" disabled={command.submitting} data-testid="basic-save">
            {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
            {t('productEdit.basic.save')}
          </CButton>
        </CForm>
      )}
    </Formik>
  );
}
