import { CButton, CCard, CCardBody, CCardHeader, CCol, CForm, CFormLabel, CRow } from '@coreui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import type { TemplateCategory } from '@contract/imports/import.api';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import { DataTable } from '@web/components/list/DataTable';
import { ListStates } from '@web/components/list/ListStates';
import type { ListState } from '@web/lib/resources/list-resource';
import { templateSearchProblem, type TemplateFinderQuery } from '../template-query';
import { TEMPLATE_COLUMNS } from './template-columns';

export interface TemplateFinderProps {
  query: TemplateFinderQuery;
  state: ListState<TemplateCategory, never>;
  onSearch: (query: TemplateFinderQuery) => void;
  onRetry: () => void;
}

interface FinderValues {
  marketplace: string;
  search: string;
}

const finderSchema = yup.object({
  marketplace: yup.string(),
  search: yup.string().test('search', (value, context) => {
    const problem = templateSearchProblem(value);
    return problem ? context.createError({ message: problem }) : true;
  }),
});

const MARKETPLACE_OPTIONS = MARKETPLACE_CODES.map((code) => ({ value: code, labelKey: `marketplaces.${code}` }));

/** Spec §2: find the category template by a marketplace category's name or ID, then download it. */
export function TemplateFinder({ query, state, onSearch, onRetry }: TemplateFinderProps) {
  const { t } = useTranslation();
  const asked = templateSearchProblem(query.search) === null;
  const rows = asked && state.status !== 'error' ? (state.page?.items ?? []) : [];
  const status = state.status === 'error' ? 'error' : state.status === 'ready' ? 'ready' : 'loading';
  return (
    <CCard className="mb-4" data-testid="template-finder">
      <CCardHeader>
        <h2 className="h5 mb-0">{t('imports.templates.title')}</h2>
      </CCardHeader>
      <CCardBody>
        <p className="text-body-secondary small">{t('imports.templates.intro')}</p>
        <Formik<FinderValues>
          initialValues={{ marketplace: query.marketplace ?? '', search: query.search ?? '' }}
          enableReinitialize
          validationSchema={finderSchema}
          onSubmit={(values) =>
            onSearch({ marketplace: MARKETPLACE_CODES.find((code) => code === values.marketplace), search: values.search.trim() || undefined })
          }
        >
          {(form) => (
            <CForm role="search" aria-label={t('imports.templates.title')} noValidate onSubmit={form.handleSubmit} data-testid="template-search">
              <CRow className="g-3 align-items-start">
                <CCol md={4}>
                  <FormSelect
                    name="marketplace"
                    labelKey="imports.templates.marketplace"
                    options={MARKETPLACE_OPTIONS}
                    emptyKey="imports.templates.anyMarketplace"
                  />
                </CCol>
                <CCol md={5}>
                  <FormField name="search" type="search" labelKey="imports.templates.search" hintKey="imports.templates.searchHint" />
                </CCol>
                <CCol md={3}>
                  {/* Takes the labels' height, so the button lines up with the fields. */}
                  <CFormLabel className="d-none d-md-block" aria-hidden="true">
                    {'\u00a0'}
                  </CFormLabel>
                  <CButton type="submit" color="primary" data-testid="template-search-submit">
                    {t('imports.templates.find')}
                  </CButton>
                </CCol>
              </CRow>
            </CForm>
          )}
        </Formik>
        {asked ? (
          <>
            {rows.length > 0 ? (
              <DataTable
                columns={TEMPLATE_COLUMNS}
                rows={rows}
                rowKey={(row) => `${row.marketplace}-${row.marketplaceCategoryId}-${row.categoryId}`}
                labelKey="imports.templates.title"
                busy={state.status === 'loading'}
              />
            ) : null}
            <ListStates status={status} rowCount={rows.length} errorKey="imports.templates.loadError" onRetry={onRetry} />
          </>
        ) : null}
      </CCardBody>
    </CCard>
  );
}
