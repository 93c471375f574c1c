import { CButton, CCol, CForm, CRow, CSpinner } from '@coreui/react';
import { Formik, type FormikErrors } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BrandBody } from '@contract/catalog/brand.api';
import type { Brand } from '@contract/catalog/taxonomy.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import { ServerFieldErrors } from '@web/components/detail/ServerFieldErrors';
import type { CommandView } from '@web/lib/resources/command-view';
import { brandBody, brandFormValues, validateBrandForm, type BrandFormValues } from './brand-form';
import { BrandCrossingRows } from './BrandCrossingRows';
import { BrandLogo } from './brand-list-config';

export interface BrandFormProps {
  /** Null for Add Brand. */
  brand: Brand | null;
  command: CommandView;
  cancelHref: string;
  onSubmit: (body: BrandBody) => void;
}

const STATUS_OPTIONS = [
  { value: 'active', labelKey: 'brands.status.active' },
  { value: 'inactive', labelKey: 'brands.status.inactive' },
];

/** Add and Edit Brand: ID (edit), name, remote ID, status, image URL and the marketplace crossings. */
export function BrandForm({ brand, command, cancelHref, onSubmit }: BrandFormProps) {
  const { t } = useTranslation();
  return (
    <Formik<BrandFormValues>
      initialValues={brandFormValues(brand)}
      enableReinitialize
      validate={(values) => validateBrandForm(values) as FormikErrors<BrandFormValues>}
      onSubmit={(values) => onSubmit(brandBody(values))}
    >
      {(form) => (
        <CForm noValidate onSubmit={form.handleSubmit} aria-busy={command.submitting} data-testid="brand-form">
          <ServerFieldErrors failure={command.error} form={form} />
          <CRow>
            <CCol md={6}>
              {brand ? (
                <div className="mb-3" data-testid="brand-id">
                  <div className="form-label">{t('brands.form.id')}</div>
                  <div className="form-control-plaintext">{brand.id}</div>
                </div>
              ) : null}
              <FormField name="name" labelKey="brands.form.name" autoFocus={!brand} />
              <FormField name="remoteId" labelKey="brands.form.remoteId" hintKey="brands.form.remoteIdHint" />
              <FormSelect name="status" labelKey="brands.form.status" options={STATUS_OPTIONS} />
            </CCol>
            <CCol md={6}>
              <FormField name="imageUrl" labelKey="brands.form.imageUrl" hintKey="brands.form.imageUrlHint" />
              {form.values.imageUrl && !form.errors.imageUrl ? <BrandLogo brand={{ imageUrl: form.values.imageUrl, name: form.values.name }} /> : null}
            </CCol>
          </CRow>
          <h2 className="h6 mt-3">{t('brands.form.crossings')}</h2>
          <BrandCrossingRows brand={brand} />
          {command.error ? (
            <div className="mt-3">
              <ErrorAlert error={command.error} />
            </div>
          ) : null}
          <div className="d-flex gap-2 justify-content-end mt-3">
            <Link to={cancelHref} className="btn btn-outline-secondary">
              {t('common.cancel')}
            </Link>
            <CButton type="submit" color="primary" disabled={command.submitting} aria-busy={command.submitting} data-testid="brand-submit">
              {command.submitting ? <CSpinner size="sm" className="me-1" aria-hidden="true" /> : null}
              {t(brand ? 'brands.form.save' : 'brands.form.add')}
            </CButton>
          </div>
        </CForm>
      )}
    </Formik>
  );
}
