import { useTranslation } from 'react-i18next';
import { deleteConfirmationOf, deletePreview } from '@contract/admin-taxonomy/admin-category.api';
import type { CategoryNode } from '@contract/catalog/category.api';
import { LocalizedText } from '@web/components/LocalizedText';
import { TypedConfirmDialog } from '@web/components/detail/TypedConfirmDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import { useNameOf } from '@web/lib/localized-name';
import type { AdminCategoryCall } from './admin-category-model';

export interface CategoryDeleteDialogProps {
  nodes: readonly CategoryNode[];
  category: CategoryNode;
  command: CommandView;
  onCommand: AdminCategoryCall;
}

/**
 * Delete (spec §4): what it touches first (the sub-categories left without a parent: how many, a few by name), the
 * remote ID typed again, and 'Delete Anyway' for a parent.
 */
export function CategoryDeleteDialog({ nodes, category, command, onCommand }: CategoryDeleteDialogProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const { childCount, sample } = deletePreview(nodes, category.id);
  return (
    <TypedConfirmDialog
      name="delete"
      extras={['item']}
      titleKey="adminTaxonomy.delete.title"
      titleValues={{ name: nameOf({ en: category.name, tr: category.nameTr }) }}
      expected={deleteConfirmationOf(category)}
      hintKey="adminTaxonomy.delete.confirmHint"
      confirmKey={childCount > 0 ? 'adminTaxonomy.delete.anyway' : 'adminTaxonomy.delete.submit'}
      onConfirm={(typed) => onCommand(category.id, 'delete', { deleteAnyway: childCount > 0, confirmation: typed })}
      busy={command.submitting}
      error={command.error}
    >
      {childCount > 0 ? (
        <div data-testid="delete-preview">
          <p>{t('adminTaxonomy.delete.hasChildren', { count: childCount })}</p>
          <ul className="mb-0">
            {sample.map((child) => (
              <li key={child.id}>
                <LocalizedText name={{ en: child.name, tr: child.nameTr }} />
              </li>
            ))}
          </ul>
          {childCount > sample.length ? (
            <p className="small text-body-secondary mb-0">{t('adminTaxonomy.delete.more', { count: childCount - sample.length })}</p>
          ) : null}
        </div>
      ) : (
        <p className="mb-0" data-testid="delete-preview">
          {t('adminTaxonomy.delete.leaf')}
        </p>
      )}
    </TypedConfirmDialog>
  );
}
