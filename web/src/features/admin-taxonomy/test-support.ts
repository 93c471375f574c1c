/** A small tree and list rows for the staff category screens' tests and stories. */
import type { AdminCategoryListAnswer, AdminCategoryRow } from '@contract/admin-taxonomy/admin-category.query';
import type { CategoryNode, CategoryTreeAnswer } from '@contract/catalog/category.api';

const node = (id: number, parentId: number | null, name: string, nameTr: string, status: 'active' | 'inactive' = 'active'): CategoryNode => ({
  id,
  parentId,
  name,
  nameTr,
  remoteId: `R-${id}`,
  status,
  isLeaf: ![1, 2].includes(id),
  crossed: [],
});

export const SAMPLE_TREE: CategoryTreeAnswer = {
  nodes: [
    node(1, null, 'Home', 'Ev'),
    node(2, 1, 'Kitchen', 'Mutfak'),
    node(3, 2, 'Pots', 'Tencere'),
    node(4, 2, 'Pans', 'Tava'),
    node(5, 1, 'Bath', 'Banyo', 'inactive'),
  ],
};

const row = (id: number, blocked: boolean | null): AdminCategoryRow => {
  const category = SAMPLE_TREE.nodes.find((candidate) => candidate.id === id)!;
  const pathOf = (at: CategoryNode, pick: (n: CategoryNode) => string): string => {
    const parent = SAMPLE_TREE.nodes.find((candidate) => candidate.id === at.parentId);
    return parent ? `${pathOf(parent, pick)} > ${pick(at)}` : pick(at);
  };
  return {
    id,
    name: category.name,
    path: { en: pathOf(category, (n) => n.name), tr: pathOf(category, (n) => n.nameTr) },
    status: category.status,
    isLeaf: category.isLeaf,
    parentId: category.parentId,
    parentName: SAMPLE_TREE.nodes.find((candidate) => candidate.id === category.parentId)?.name ?? null,
    remoteId: category.remoteId,
    createdAt: '2026-01-10T09:00:00.000Z',
    attributeCount: 3,
    crossings: [],
    blocked,
  };
};

export function sampleList(withCompany: boolean): AdminCategoryListAnswer {
  const items = [1, 2, 3, 4, 5].map((id) => row(id, withCompany ? id === 4 : null));
  return { items, total: items.length, page: 1, pageSize: 25, tabCounts: { all: 5, active: 4, inactive: 1 } };
}
