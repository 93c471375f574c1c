/** The staff category screens' dialogs and what they are given: a tree node as the shared category form edits it. */
import type { CategoryBody, CategoryNode } from '@contract/catalog/category.api';
import { categoryBody, categoryFormValues, type EditedCategory } from '@web/components/category/category-form';
import type { OnAdminCategoryCommand } from '../admin-taxonomy.resources';

/** `?action=<dialog>&item=<category id>` (create: `item` is the parent, when asked from one). */
export type AdminCategoryDialog = 'create' | 'edit' | 'delete' | 'block' | 'unblock';

/** A command of the screens, with the category it acts on (0 for a new one). */
export type AdminCategoryCall = (id: number, ...call: Parameters<OnAdminCategoryCommand>) => void;

export function editedOf(node: CategoryNode): EditedCategory {
  return { names: { en: node.name, tr: node.nameTr }, category: node };
}

/** Activate or deactivate: the category as it is, with the other status. */
export function statusFlipped(edited: EditedCategory): CategoryBody {
  return categoryBody({ ...categoryFormValues(edited), status: edited.category.status === 'active' ? 'inactive' : 'active' });
}

export const nodeOf = (nodes: readonly CategoryNode[], id: number | null): CategoryNode | null =>
  id === null ? null : (nodes.find((node) => node.id === id) ?? null);
