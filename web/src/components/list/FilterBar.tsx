import { memo, useId, useMemo, useState } from 'react';
import { CButton, CForm, CRow } from '@coreui/react';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useViewportWidth } from '@web/lib/viewport';
import { activeFilterCount, appliedOf, draftOf, emptyDraft, problemsOf, type FilterDraft } from './filter-values';
import { FilterInput } from './FilterInput';
import type { AppliedFilters, FilterField, FilterValidator, FilterValues } from './list-types';

export interface FilterBarProps {
  fields: readonly FilterField[];
  /** The values in the URL now (the list's parsed query will do); the form starts from them and follows them. */
  values: FilterValues;
  /** Every field's name with its trimmed value or undefined; called only when no field has a problem. */
  onApply: (values: AppliedFilters) => void;
  /** Clears the form; the view clears the URL's filters. */
  onReset: () => void;
  /** The screen's own rules: field name → i18n key of its problem, or null. Date ranges are checked already. */
  validate?: FilterValidator;
  /**
   * When the filters fold behind a Filters button: 'narrow' below FILTERS_FOLD_BELOW (a phone opens on the list
   * itself), 'always' at every width too (a to-do list whose rows matter more than its filters, e.g. Questions).
   */
  fold?: 'narrow' | 'always';
}

const sameDraft = (a: FilterDraft, b: FilterDraft) => Object.keys(b).every((name) => a[name] === b[name]);

/** Below this width (CoreUI's md) the filters fold behind a Filters button, so a phone opens on the list itself. */
export const FILTERS_FOLD_BELOW = 768;

/**
 * The filters of a list, declared as fields. Problems show inline in the user's language once Apply was pressed, and
 * at once when the URL itself holds a value that breaks a rule.
 */
function FilterBarOf({ fields, values, onApply, onReset, validate, fold = 'narrow' }: FilterBarProps) {
  const { t } = useTranslation();
  const idPrefix = `filter${useId().replace(/:/g, '')}`;
  const initialValues = useMemo(() => draftOf(fields, values), [fields, values]);
  const urlProblems = useMemo(() => problemsOf(fields, initialValues, validate), [fields, initialValues, validate]);
  const hasUrlValues = Object.values(initialValues).some(Boolean);
  const narrow = useViewportWidth() < FILTERS_FOLD_BELOW;
  const folds = fold === 'always' || narrow;
  const [unfolded, setUnfolded] = useState(false);
  const active = activeFilterCount(fields, initialValues);
  const formId = `${idPrefix}-form`;

  const check = (draft: FilterDraft) => problemsOf(fields, draft, validate);

  return (
    <Formik<FilterDraft>
      initialValues={initialValues}
      enableReinitialize
      validate={check}
      validateOnBlur={false}
      onSubmit={(draft) => {
        setUnfolded(false);
        onApply(appliedOf(fields, draft));
      }}
    >
      {(form) => {
        const shown = form.submitCount > 0 ? form.errors : hasUrlValues && sameDraft(form.values, initialValues) ? urlProblems : {};
        const hidden = folds && !unfolded && Object.keys(shown).length === 0;
        const reset = () => {
          form.resetForm({ values: emptyDraft(fields) });
          onReset();
        };
        return (
          <>
            {folds ? (
              <div className="d-flex flex-wrap align-items-center gap-2 mb-3" data-testid="filter-fold">
                <CButton
                  type="button"
                  color="secondary"
                  variant="outline"
                  aria-expanded={!hidden}
                  aria-controls={formId}
                  onClick={() => setUnfolded(hidden)}
                  data-testid="filter-toggle"
                >
                  {active > 0 ? t('list.filters.toggleActive', { count: active }) : t('list.filters.toggle')}
                </CButton>
                {hidden && active > 0 ? (
                  <CButton type="button" color="secondary" variant="ghost" onClick={reset} data-testid="filter-bar-reset">
                    {t('list.filters.reset')}
                  </CButton>
                ) : null}
              </div>
            ) : null}
            <CForm
              id={formId}
              role="search"
              aria-label={t('list.filters.label')}
              className={hidden ? 'd-none' : 'mb-3'}
              noValidate
              onSubmit={form.handleSubmit}
              data-testid="filter-bar"
            >
              <CRow className="g-3 align-items-start">
                {fields.map((field) => {
                  const name = field.kind === 'dateRange' ? field.from : field.name;
                  return <FilterInput key={name} field={field} problem={shown[name]} idPrefix={idPrefix} />;
                })}
              </CRow>
              <div className="d-flex gap-2 mt-3">
                <CButton type="submit" color="primary" data-testid="filter-apply">
                  {t('list.filters.apply')}
                </CButton>
                <CButton type="button" color="secondary" variant="outline" data-testid="filter-reset" onClick={reset}>
                  {t('list.filters.reset')}
                </CButton>
              </div>
            </CForm>
          </>
        );
      }}
    </Formik>
  );
}

/** Renders again only when its props change (an editable grid's keystrokes leave the filters alone when they are stable). */
export const FilterBar = memo(FilterBarOf);
