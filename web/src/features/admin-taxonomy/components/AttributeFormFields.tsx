import { CCol, CRow } from '@coreui/react';
import { ATTRIBUTE_TYPES } from '@contract/catalog/taxonomy.types';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';

const TYPE_OPTIONS = ATTRIBUTE_TYPES.map((value) => ({ value, labelKey: `adminTaxonomy.attributeType.${value}` }));
const STATUS_OPTIONS = [
  { value: 'active', labelKey: 'categories.status.active' },
  { value: 'inactive', labelKey: 'categories.status.inactive' },
];

/** Names in both languages, remote ID, type and status. */
export function AttributeFormFields() {
  return (
    <CRow>
      <CCol md={6}>
        <FormField name="name" labelKey="adminTaxonomy.attributeForm.name" />
      </CCol>
      <CCol md={6}>
        <FormField name="nameTr" labelKey="adminTaxonomy.attributeForm.nameTr" />
      </CCol>
      <CCol md={4}>
        <FormField name="remoteId" labelKey="adminTaxonomy.attributeForm.remoteId" />
      </CCol>
      <CCol md={4}>
        <FormSelect name="type" labelKey="adminTaxonomy.attributeForm.type" options={TYPE_OPTIONS} />
      </CCol>
      <CCol md={4}>
        <FormSelect name="status" labelKey="adminTaxonomy.attributeForm.status" options={STATUS_OPTIONS} />
      </CCol>
    </CRow>
  );
}

/** A value's names in both languages. */
export function ValueFormFields() {
  return (
    <CRow>
      <CCol md={6}>
        <FormField name="name" labelKey="adminTaxonomy.attributeForm.name" />
      </CCol>
      <CCol md={6}>
        <FormField name="nameTr" labelKey="adminTaxonomy.attributeForm.nameTr" />
      </CCol>
    </CRow>
  );
}
