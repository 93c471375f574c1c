import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@contract/catalog/category.api';
import { CategoryFormFields } from '@web/components/category/CategoryFormFields';
import { categoryBody, categoryFormValues, validateCategoryForm, type CategoryFormValues } from '@web/components/category/category-form';
import { FormTextarea } from '@web/components/FormTextarea';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import { useNameOf } from '@web/lib/localized-name';
import type { AdminCategoryCommand } from '../admin-taxonomy.resources';
import { editedOf, nodeOf, type AdminCategoryCall } from './admin-category-model';
import { CategoryDeleteDialog } from './CategoryDeleteDialog';

export interface AdminCategoryDialogsProps {
  /** The tree: the parent choice, and the category a dialog acts on. */
  nodes: readonly CategoryNode[];
  /** `?item=`: the category of edit, delete, block and unblock; the parent of create. */
  itemId: number | null;
  /** The company whose block is set or lifted (the list's company filter); null offers no block dialogs. */
  companyId: number | null;
  commandOf: (name: AdminCategoryCommand) => CommandView;
  onCommand: AdminCategoryCall;
}

/**
 * The staff category dialogs by URL: create (under `item` when given), edit (names in both languages, remote ID,
 * parent, status), delete (preview, remote ID again, 'Delete Anyway'), and block or unblock for the chosen company.
 */
export function AdminCategoryDialogs({ nodes, itemId, companyId, commandOf, onCommand }: AdminCategoryDialogsProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const category = nodeOf(nodes, itemId);
  const titleValues = category ? { name: nameOf({ en: category.name, tr: category.nameTr }) } : undefined;
  return (
    <>
      <UrlFormDialog<CategoryFormValues>
        name="create"
        titleKey="adminTaxonomy.form.addTitle"
        size="lg"
        submitKey="adminTaxonomy.form.add"
        initialValues={categoryFormValues(null, category?.id ?? null)}
        validate={validateCategoryForm}
        onSubmit={(values) => onCommand(0, 'add', categoryBody(values))}
        {...commandOf('add')}
      >
        {() => <CategoryFormFields nodes={nodes} categoryId={null} />}
      </UrlFormDialog>
      {category ? (
        <>
          <UrlFormDialog<CategoryFormValues>
            name="edit"
            titleKey="adminTaxonomy.form.editTitle"
            titleValues={titleValues}
            size="lg"
            submitKey="adminTaxonomy.form.save"
            initialValues={categoryFormValues(editedOf(category))}
            validate={validateCategoryForm}
            onSubmit={(values) => onCommand(category.id, 'edit', categoryBody(values))}
            {...commandOf('edit')}
          >
            {() => <CategoryFormFields nodes={nodes} categoryId={category.id} />}
          </UrlFormDialog>
          <CategoryDeleteDialog nodes={nodes} category={category} command={commandOf('delete')} onCommand={onCommand} />
        </>
      ) : null}
      {category && companyId !== null ? (
        <>
          <UrlFormDialog<{ reason: string }>
            name="block"
            titleKey="adminTaxonomy.block.title"
            titleValues={{ ...titleValues, companyId }}
            submitKey="adminTaxonomy.block.submit"
            submitColor="warning"
            initialValues={{ reason: '' }}
            validate={(values) => (values.reason.trim() ? {} : { reason: 'validation.fillOutField' })}
            onSubmit={(values) => onCommand(category.id, 'block', { companyId, body: { reason: values.reason.trim() } })}
            {...commandOf('block')}
          >
            {() => <FormTextarea name="reason" labelKey="adminTaxonomy.block.reason" rows={3} />}
          </UrlFormDialog>
          <UrlFormDialog<Record<string, never>>
            name="unblock"
            titleKey="adminTaxonomy.unblock.title"
            titleValues={{ ...titleValues, companyId }}
            submitKey="adminTaxonomy.unblock.submit"
            initialValues={{}}
            onSubmit={() => onCommand(category.id, 'unblock', companyId)}
            {...commandOf('unblock')}
          >
            {() => <p className="mb-0">{t('adminTaxonomy.unblock.confirm')}</p>}
          </UrlFormDialog>
        </>
      ) : null}
    </>
  );
}
