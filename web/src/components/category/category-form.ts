/**
 * The category form's values, the contract body they stand for, and the parents it may offer: the seller-side
 * management (Category Detail) and the staff screens (/admin/categories/categories, /admin/category-tree) share it.
 */
import { fieldErrors } from '@contract/auth/auth.schemas';
import { categorySchema, type CategoryBody, type CategoryNode } from '@contract/catalog/category.api';
import type { SellerCategory } from '@contract/catalog/taxonomy.types';
import type { LocalizedName } from '@contract/localized-name';
import { allowedParents, PATH_SEPARATOR } from '@contract/catalog/category.rules';
import type { FormSelectOption } from '@web/components/FormSelect';

export interface CategoryFormValues {
  name: string;
  nameTr: string;
  remoteId: string;
  /** '' for a root. */
  parentId: string;
  status: 'active' | 'inactive';
}

/** A category to edit: its own names in both languages and its fields (a category's detail, or a list row with its names). */
export interface EditedCategory {
  names: LocalizedName;
  category: Pick<SellerCategory, 'remoteId' | 'parentId' | 'status'>;
}

/** Edit: the category as it is; add: empty, under `parentId` when asked from a category. */
export function categoryFormValues(detail: EditedCategory | null, parentId: number | null = null): CategoryFormValues {
  if (!detail) return { name: '', nameTr: '', remoteId: '', parentId: parentId === null ? '' : String(parentId), status: 'active' };
  const { category, names } = detail;
  return {
    name: names.en,
    nameTr: names.tr,
    remoteId: category.remoteId,
    parentId: category.parentId === null ? '' : String(category.parentId),
    status: category.status,
  };
}

export function categoryBody(values: CategoryFormValues): CategoryBody {
  return {
    name: values.name.trim(),
    nameTr: values.nameTr.trim(),
    remoteId: values.remoteId.trim(),
    parentId: values.parentId ? Number(values.parentId) : null,
    status: values.status,
  };
}

export function validateCategoryForm(values: CategoryFormValues): Record<string, string> {
  return fieldErrors(categorySchema, categoryBody(values)) ?? {};
}

/** The parents that fit the tree (spec §5), each shown with its whole path. */
export function parentOptions(nodes: readonly CategoryNode[], categoryId: number | null, language: string): FormSelectOption[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const pathOf = (node: CategoryNode): string => {
    const names: string[] = [];
    for (let at: CategoryNode | undefined = node; at; at = at.parentId === null ? undefined : byId.get(at.parentId))
      names.unshift(language === 'tr' ? at.nameTr : at.name);
    return names.join(PATH_SEPARATOR);
  };
  return allowedParents(nodes, categoryId)
    .map((node) => ({ value: String(node.id), label: pathOf(node) }))
    .sort((a, b) => a.label!.localeCompare(b.label!, language));
}
