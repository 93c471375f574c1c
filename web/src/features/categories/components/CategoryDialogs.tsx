import { useTranslation } from 'react-i18next';
import { useNameOf } from '@web/lib/localized-name';
import { LocalizedText } from '@web/components/LocalizedText';
import type { CategoryDetailAnswer, CategoryNode } from '@contract/catalog/category.api';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { CategoryCommand, OnCategoryCommand } from '../categories.resources';
import { categoryBody, categoryFormValues, validateCategoryForm, type CategoryFormValues } from '@web/components/category/category-form';
import { CategoryFormFields } from '@web/components/category/CategoryFormFields';

/** The dialogs the category screens open by URL: `create` on /categories, the others on Category Detail. */
export type CategoryDialog = 'create' | 'addChild' | 'edit' | 'delete';

export interface CategoryDialogsProps {
  /** The tree, for the parent choice. */
  nodes: readonly CategoryNode[];
  /** The category on screen (Category Detail); null on /categories. */
  detail: CategoryDetailAnswer | null;
  commandOf: (name: CategoryCommand) => CommandView;
  onCommand: OnCategoryCommand;
}

/**
 * Category management (staff): `?action=create` adds a category, on Category Detail `?action=addChild` adds one under
 * it, `?action=edit` edits it and `?action=delete` deletes it, asking 'Delete Anyway' when it has sub-categories.
 */
export function CategoryDialogs({ nodes, detail, commandOf, onCommand }: CategoryDialogsProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const addDialog = (name: CategoryDialog, parentId: number | null) => (
    <UrlFormDialog<CategoryFormValues>
      name={name}
      titleKey="categories.form.addTitle"
      size="lg"
      submitKey="categories.form.add"
      initialValues={categoryFormValues(null, parentId)}
      validate={validateCategoryForm}
      onSubmit={(values) => onCommand('add', categoryBody(values))}
      {...commandOf('add')}
      // The view opens the new category; the dialog must not step back first.
      succeeded={false}
    >
      {() => <CategoryFormFields nodes={nodes} categoryId={null} />}
    </UrlFormDialog>
  );
  if (!detail) return addDialog('create', null);
  const { category, children } = detail;
  return (
    <>
      {addDialog('addChild', category.id)}
      <UrlFormDialog<CategoryFormValues>
        name="edit"
        titleKey="categories.form.editTitle"
        size="lg"
        submitKey="categories.form.save"
        initialValues={categoryFormValues(detail)}
        validate={validateCategoryForm}
        onSubmit={(values) => onCommand('edit', categoryBody(values))}
        {...commandOf('edit')}
      >
        {() => <CategoryFormFields nodes={nodes} categoryId={category.id} />}
      </UrlFormDialog>
      <UrlFormDialog<Record<string, never>>
        name="delete"
        titleKey="categories.delete.title"
        titleValues={{ name: nameOf(detail.names) }}
        submitKey={children.length > 0 ? 'categories.delete.anyway' : 'categories.delete.submit'}
        submitColor="danger"
        initialValues={{}}
        onSubmit={() => onCommand('delete', children.length > 0)}
        {...commandOf('delete')}
        // The view leaves for the list once the category is gone.
        succeeded={false}
      >
        {() =>
          children.length > 0 ? (
            <div data-testid="delete-has-children">
              <p>{t('categories.delete.hasChildren', { count: children.length })}</p>
              <ul className="mb-0">
                {children.map((child) => (
                  <li key={child.id}>
                    <LocalizedText name={child.name} />
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className="mb-0">{t('categories.delete.confirm')}</p>
          )
        }
      </UrlFormDialog>
    </>
  );
}
