import { useMemo } from 'react';
import { CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@contract/catalog/category.api';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import { parentOptions } from './category-form';

const STATUS_OPTIONS = [
  { value: 'active', labelKey: 'categories.status.active' },
  { value: 'inactive', labelKey: 'categories.status.inactive' },
];

/** Names in both languages, remote ID (required, spec §5), a parent that fits the tree, and the status. */
export function CategoryFormFields({ nodes, categoryId }: { nodes: readonly CategoryNode[]; categoryId: number | null }) {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const parents = useMemo(() => parentOptions(nodes, categoryId, language), [nodes, categoryId, language]);
  return (
    <CRow>
      <CCol md={6}>
        <FormField name="name" labelKey="categories.form.name" />
      </CCol>
      <CCol md={6}>
        <FormField name="nameTr" labelKey="categories.form.nameTr" />
      </CCol>
      <CCol md={6}>
        <FormField name="remoteId" labelKey="categories.form.remoteId" />
      </CCol>
      <CCol md={6}>
        <FormSelect name="status" labelKey="categories.form.status" options={STATUS_OPTIONS} />
      </CCol>
      <CCol xs={12}>
        <FormSelect
          name="parentId"
          labelKey="categories.form.parent"
          options={parents}
          emptyKey="categories.form.noParent"
          hintKey="categories.form.parentHint"
        />
      </CCol>
    </CRow>
  );
}
