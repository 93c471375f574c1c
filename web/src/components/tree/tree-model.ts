/** A flat list of nodes (`id`, `parentId`) seen as a tree: children in order, and what a filter leaves visible. */

export interface FlatNode {
  id: number;
  parentId: number | null;
}

export interface TreeModel<T extends FlatNode> {
  roots: T[];
  childrenOf: (id: number) => T[];
}

/** Nodes whose parent is not in the list count as roots (a parent deleted, or filtered out by the source). */
export function treeModel<T extends FlatNode>(nodes: readonly T[]): TreeModel<T> {
  const ids = new Set(nodes.map((node) => node.id));
  const children = new Map<number, T[]>();
  const roots: T[] = [];
  for (const node of nodes) {
    if (node.parentId === null || !ids.has(node.parentId)) roots.push(node);
    else children.set(node.parentId, [...(children.get(node.parentId) ?? []), node]);
  }
  return { roots, childrenOf: (id) => children.get(id) ?? [] };
}

/** The ids a filter shows: every match and every ancestor of one (the ancestors open, so the matches are seen). */
export function visibleUnderFilter<T extends FlatNode>(nodes: readonly T[], matches: (node: T) => boolean): { visible: Set<number>; opened: Set<number> } {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const visible = new Set<number>();
  const opened = new Set<number>();
  for (const node of nodes) {
    if (!matches(node)) continue;
    visible.add(node.id);
    let parent = node.parentId === null ? undefined : byId.get(node.parentId);
    while (parent && !opened.has(parent.id)) {
      visible.add(parent.id);
      opened.add(parent.id);
      parent = parent.parentId === null ? undefined : byId.get(parent.parentId);
    }
  }
  return { visible, opened };
}
