import type { CategoryNode } from '@contract/catalog/category.api';
import { categoryBody, parentOptions, validateCategoryForm } from './category-form';

const node = (id: number, parentId: number | null, name: string, nameTr: string, status: 'active' | 'inactive' = 'active'): CategoryNode => ({
  id,
  parentId,
  name,
  nameTr,
  remoteId: String(id),
  status,
  isLeaf: false,
  crossed: [],
});
const NODES = [node(1, null, 'Home', 'Ev'), node(2, 1, 'Kitchen', 'Mutfak'), node(3, 2, 'Pots', 'Tencere'), node(4, 1, 'Bath', 'Banyo', 'inactive')];

describe('the category form', () => {
  it('offers only parents that fit the tree, with their paths in the language', () => {
    expect(parentOptions(NODES, 2, 'en')).toEqual([{ value: '1', label: 'Home' }]);
    expect(parentOptions(NODES, null, 'tr').map((option) => option.label)).toEqual(['Ev', 'Ev > Mutfak', 'Ev > Mutfak > Tencere']);
  });

  it("sends a root as parentId null, and says 'Remote ID is required'", () => {
    const values = { name: ' Pots ', nameTr: 'Tencere', remoteId: '', parentId: '', status: 'active' as const };
    expect(categoryBody(values)).toEqual({ name: 'Pots', nameTr: 'Tencere', remoteId: '', parentId: null, status: 'active' });
    expect(validateCategoryForm(values)).toEqual({ remoteId: 'validation.remoteIdRequired' });
  });
});
