import { useEffect, useState } from 'react';
import { CFormCheck, CFormInput, CListGroup, CListGroupItem } from '@coreui/react';
import { getIn, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { CROSS_SYNC_MODES, type MarketplaceCategory } from '@contract/catalog/taxonomy.types';
import { ListStates } from '@web/components/list/ListStates';
import type { ListState } from '@web/lib/resources/list-resource';

/** Their categories found for the picker's search, and the search itself. */
export interface CrossPickerProps {
  found: ListState<MarketplaceCategory, 'all'>;
  onSearch: (q: string) => void;
}

export interface CrossCategoryValues {
  remoteCategoryId: string;
  syncMode: string;
}

const SEARCH_DELAY_MS = 300;

/** Their category, searched by name, path or id (leaves only), and the sync mode: once, or forever (auto crossing). */
export function CrossCategoryPicker({ found, onSearch, current }: CrossPickerProps & { current: MarketplaceCategory | null }) {
  const { t } = useTranslation();
  const form = useFormikContext<CrossCategoryValues>();
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(q.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, onSearch]);
  const items = found.page?.items ?? [];
  const options = current && !items.some((item) => item.id === current.id) ? [current, ...items] : items;
  const status = found.status === 'error' ? 'error' : found.status === 'ready' ? 'ready' : 'loading';
  const error = getIn(form.touched, 'remoteCategoryId') ? (getIn(form.errors, 'remoteCategoryId') as string | undefined) : undefined;
  return (
    <>
      <CFormInput
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        aria-label={t('categories.cross.search')}
        placeholder={t('categories.cross.search')}
        className="mb-2"
        data-testid="cross-search"
        autoFocus
      />
      {/* A radio group holds radios, not list items: the group and its rows are <div>s. */}
      <CListGroup
        as="div"
        role="radiogroup"
        aria-label={t('categories.cross.theirCategory')}
        className="mb-2 overflow-auto"
        style={{ maxHeight: '18rem' }}
        data-testid="cross-results"
      >
        {options.map((category) => (
          <CListGroupItem as="div" key={category.id} className="py-1">
            <CFormCheck
              type="radio"
              name="remoteCategoryId"
              id={`their-${category.id}`}
              value={category.id}
              checked={form.values.remoteCategoryId === category.id}
              onChange={() => void form.setFieldValue('remoteCategoryId', category.id)}
              label={t('categories.cross.option', { path: category.path, id: category.id })}
            />
          </CListGroupItem>
        ))}
      </CListGroup>
      {options.length === 0 || status !== 'ready' ? (
        <ListStates status={status} rowCount={options.length} errorKey="categories.cross.searchError" onRetry={() => onSearch(q.trim())} />
      ) : null}
      {found.page && found.page.total > items.length ? (
        <p className="small text-body-secondary">{t('categories.cross.moreResults', { count: found.page.total - items.length })}</p>
      ) : null}
      {error ? (
        <div className="invalid-feedback d-block mb-2" role="alert">
          {t(error)}
        </div>
      ) : null}
      <fieldset className="mt-3">
        <legend className="fs-6">{t('categories.cross.syncMode')}</legend>
        {CROSS_SYNC_MODES.map((mode) => (
          <CFormCheck
            key={mode}
            type="radio"
            name="syncMode"
            id={`sync-${mode}`}
            value={mode}
            checked={form.values.syncMode === mode}
            onChange={() => void form.setFieldValue('syncMode', mode)}
            label={`${t(`categories.syncMode.${mode}`)}: ${t(`categories.syncModeHint.${mode}`)}`}
          />
        ))}
      </fieldset>
    </>
  );
}
