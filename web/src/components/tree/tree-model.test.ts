import { treeModel, visibleUnderFilter } from './tree-model';

const nodes = [
  { id: 1, parentId: null, name: 'Home' },
  { id: 2, parentId: 1, name: 'Kitchen' },
  { id: 3, parentId: 2, name: 'Pots' },
  { id: 4, parentId: 1, name: 'Bath' },
  { id: 5, parentId: 99, name: 'Orphan' },
];

describe('tree model', () => {
  it('orders children under parents, and a node whose parent is missing becomes a root', () => {
    const model = treeModel(nodes);
    expect(model.roots.map((node) => node.id)).toEqual([1, 5]);
    expect(model.childrenOf(1).map((node) => node.id)).toEqual([2, 4]);
    expect(model.childrenOf(3)).toEqual([]);
  });

  it('shows filter matches with their ancestors, opened', () => {
    const { visible, opened } = visibleUnderFilter(nodes, (node) => node.name === 'Pots');
    expect([...visible].sort()).toEqual([1, 2, 3]);
    expect([...opened].sort()).toEqual([1, 2]);
    expect(visibleUnderFilter(nodes, () => false).visible.size).toBe(0);
  });
});
