/**
 * Staff category management (/admin/category-tree, /admin/categories/categories): the delete's confirmation (spec §4
 * 'Delete Anyway', and the admin console's rule that a destructive action names its target again), and the body of a
 * category block (spec §9 "category blocks": one company may not sell in one category).
 */
import * as yup from 'yup';
import { confirmationTextOf } from '../admin/typed-confirmation';
import type { CategoryNode } from '../catalog/category.api';

/** `?deleteAnyway=true` for a parent; `confirmation` is the category's remote ID typed again (contract/admin/typed-confirmation.ts). */
export interface AdminCategoryDeleteOptions {
  deleteAnyway: boolean;
  confirmation?: string;
}

/** What confirms a category's delete: its remote ID (one per category, the same in both languages). */
export const deleteConfirmationOf = (category: Pick<CategoryNode, 'remoteId'>): string => confirmationTextOf({ kind: 'name', name: category.remoteId });

/** What a delete touches, shown before it runs: the children left without a parent, a few of them by name. */
export interface CategoryDeletePreview {
  childCount: number;
  sample: Pick<CategoryNode, 'id' | 'name' | 'nameTr'>[];
}

export const DELETE_PREVIEW_SAMPLE = 5;

export function deletePreview(nodes: readonly CategoryNode[], id: number): CategoryDeletePreview {
  const children = nodes.filter((node) => node.parentId === id);
  return {
    childCount: children.length,
    sample: children.slice(0, DELETE_PREVIEW_SAMPLE).map(({ id: childId, name, nameTr }) => ({ id: childId, name, nameTr })),
  };
}

export const BLOCK_REASON_MAX = 300;

export const categoryBlockSchema = yup.object({
  reason: yup.string().trim().required('validation.fillOutField').max(BLOCK_REASON_MAX, 'validation.textTooLong'),
});
export type CategoryBlockBody = yup.InferType<typeof categoryBlockSchema>;
