import { CButton, CTable, CTableBody, CTableDataCell, CTableHead, CTableHeaderCell, CTableRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { AttributeDetail } from '@contract/admin-taxonomy/admin-attribute.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import { useNameOf } from '@web/lib/localized-name';
import type { AttributeCommand, OnAttributeCommand } from '../admin-attribute.resources';
import {
  attributeBody,
  attributeFormValues,
  validateAttributeForm,
  validateValueForm,
  valueBody,
  valueFormValues,
  type AttributeFormValues,
  type EditedAttribute,
  type ValueFormValues,
} from './attribute-form';
import { AttributeFormFields, ValueFormFields } from './AttributeFormFields';

/** `?action=<dialog>&item=<attribute id>` (`&value=<value id>` for editValue). */
export type AttributeDialog = 'create' | 'edit' | 'values' | 'editValue';
export const ATTRIBUTE_DIALOG_EXTRAS = ['item', 'value'] as const;

export interface AttributeDialogsProps {
  /** The attribute of edit (its row, or its detail on a shared link); null while unknown. */
  edited: EditedAttribute | null;
  /** The attribute of the values dialogs, loaded by id; null while loading. */
  detail: AttributeDetail | null;
  valueId: number | null;
  commandOf: (name: AttributeCommand) => CommandView;
  /** A command for the attribute in `?item=` (0: a new one). */
  onCommand: OnAttributeCommand;
  onOpenValue: (valueId: number) => void;
}

function ValuesTable({ detail, onOpenValue }: { detail: AttributeDetail; onOpenValue: (valueId: number) => void }) {
  const { t } = useTranslation();
  if (detail.values.length === 0) return <p data-testid="values-empty">{t('adminTaxonomy.values.none')}</p>;
  return (
    <CTable small hover responsive className="mb-3" data-testid="values-table">
      <CTableHead>
        <CTableRow>
          <CTableHeaderCell>{t('adminTaxonomy.attributeForm.name')}</CTableHeaderCell>
          <CTableHeaderCell>{t('adminTaxonomy.attributeForm.nameTr')}</CTableHeaderCell>
          <CTableHeaderCell />
        </CTableRow>
      </CTableHead>
      <CTableBody>
        {detail.values.map((value) => (
          <CTableRow key={value.id} data-testid="value-row">
            <CTableDataCell>{value.name.en}</CTableDataCell>
            <CTableDataCell>{value.name.tr}</CTableDataCell>
            <CTableDataCell className="text-end">
              <CButton size="sm" color="primary" variant="ghost" onClick={() => onOpenValue(value.id)} data-testid={`edit-value-${value.id}`}>
                {t('adminTaxonomy.actions.edit')}
              </CButton>
            </CTableDataCell>
          </CTableRow>
        ))}
      </CTableBody>
    </CTable>
  );
}

/** Create and edit an attribute; its values, with one added at the foot; a value renamed. */
export function AttributeDialogs({ edited, detail, valueId, commandOf, onCommand, onOpenValue }: AttributeDialogsProps) {
  const nameOf = useNameOf();
  const value = detail?.values.find((candidate) => candidate.id === valueId) ?? null;
  const extras = ATTRIBUTE_DIALOG_EXTRAS;
  return (
    <>
      <UrlFormDialog<AttributeFormValues>
        name="create"
        extras={extras}
        titleKey="adminTaxonomy.attributeForm.addTitle"
        size="lg"
        submitKey="adminTaxonomy.form.add"
        initialValues={attributeFormValues(null)}
        validate={validateAttributeForm}
        onSubmit={(values) => onCommand('add', attributeBody(values))}
        {...commandOf('add')}
      >
        {() => <AttributeFormFields />}
      </UrlFormDialog>
      {edited ? (
        <UrlFormDialog<AttributeFormValues>
          name="edit"
          extras={extras}
          titleKey="adminTaxonomy.form.editTitle"
          titleValues={{ name: nameOf(edited.name) }}
          size="lg"
          submitKey="adminTaxonomy.form.save"
          initialValues={attributeFormValues(edited)}
          validate={validateAttributeForm}
          onSubmit={(values) => onCommand('edit', attributeBody(values))}
          {...commandOf('edit')}
        >
          {() => <AttributeFormFields />}
        </UrlFormDialog>
      ) : null}
      {detail ? (
        <UrlFormDialog<ValueFormValues>
          key={detail.values.length}
          name="values"
          extras={extras}
          titleKey="adminTaxonomy.values.title"
          titleValues={{ name: nameOf(detail.name) }}
          size="lg"
          submitKey="adminTaxonomy.values.add"
          initialValues={valueFormValues(null)}
          validate={validateValueForm}
          onSubmit={(values) => onCommand('addValue', valueBody(values))}
          {...commandOf('addValue')}
          // The dialog stays open for the next value; the key above empties its form.
          succeeded={false}
        >
          {() => (
            <>
              <ValuesTable detail={detail} onOpenValue={onOpenValue} />
              <ValueFormFields />
            </>
          )}
        </UrlFormDialog>
      ) : null}
      {detail && value ? (
        <UrlFormDialog<ValueFormValues>
          name="editValue"
          extras={extras}
          titleKey="adminTaxonomy.values.editTitle"
          titleValues={{ name: nameOf(value.name) }}
          submitKey="adminTaxonomy.form.save"
          initialValues={valueFormValues(value)}
          validate={validateValueForm}
          onSubmit={(values) => onCommand('editValue', { valueId: value.id, body: valueBody(values) })}
          {...commandOf('editValue')}
        >
          {() => <ValueFormFields />}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
