import { useMemo, useState, type ReactNode } from 'react';
import { CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { treeModel, visibleUnderFilter, type FlatNode } from './tree-model';

export interface TreeViewProps<T extends FlatNode> {
  nodes: readonly T[];
  /** i18n key naming the tree (for screen readers). */
  labelKey: string;
  renderLabel: (node: T) => ReactNode;
  /** With a filter, only matches and their ancestors show, opened. */
  matches?: ((node: T) => boolean) | null;
  /** Ids open at first (e.g. the roots). */
  initiallyOpen?: Iterable<number>;
}

interface BranchProps<T extends FlatNode> extends Required<Pick<TreeViewProps<T>, 'renderLabel'>> {
  nodes: readonly T[];
  childrenOf: (id: number) => T[];
  isOpen: (id: number) => boolean;
  isVisible: (id: number) => boolean;
  onToggle: (id: number) => void;
  depth: number;
}

function Branch<T extends FlatNode>({ nodes, childrenOf, isOpen, isVisible, onToggle, renderLabel, depth }: BranchProps<T>) {
  const { t } = useTranslation();
  return (
    <>
      {nodes
        .filter((node) => isVisible(node.id))
        .map((node) => {
          const children = childrenOf(node.id);
          const open = children.length > 0 && isOpen(node.id);
          return (
            <li
              key={node.id}
              role="treeitem"
              aria-level={depth}
              aria-expanded={children.length > 0 ? open : undefined}
              data-testid={`tree-node-${node.id}`}
              className="list-unstyled"
            >
              <div className="d-flex align-items-center gap-1 py-1">
                {children.length > 0 ? (
                  <CButton
                    color="secondary"
                    variant="ghost"
                    size="sm"
                    className="px-1 py-0"
                    onClick={() => onToggle(node.id)}
                    aria-label={t(open ? 'tree.collapse' : 'tree.expand')}
                    data-testid={`tree-toggle-${node.id}`}
                  >
                    <span aria-hidden="true">{open ? '▾' : '▸'}</span>
                  </CButton>
                ) : (
                  <span className="d-inline-block" style={{ width: '1.6rem' }} />
                )}
                {renderLabel(node)}
              </div>
              {open ? (
                <ul role="group" className="ps-3 mb-0">
                  <Branch
                    nodes={children}
                    childrenOf={childrenOf}
                    isOpen={isOpen}
                    isVisible={isVisible}
                    onToggle={onToggle}
                    renderLabel={renderLabel}
                    depth={depth + 1}
                  />
                </ul>
              ) : null}
            </li>
          );
        })}
    </>
  );
}

/** A tree of flat nodes: open and close branches; a filter shows its matches with their ancestors opened. */
export function TreeView<T extends FlatNode>({ nodes, labelKey, renderLabel, matches, initiallyOpen = [] }: TreeViewProps<T>) {
  const { t } = useTranslation();
  const model = useMemo(() => treeModel(nodes), [nodes]);
  const [initial] = useState(() => new Set(initiallyOpen));
  // What the user opened or closed by hand wins over what the filter and the initial state open.
  const [chosen, setChosen] = useState<ReadonlyMap<number, boolean>>(new Map());
  const filtered = useMemo(() => (matches ? visibleUnderFilter(nodes, matches) : null), [nodes, matches]);
  const isOpen = (id: number) => chosen.get(id) ?? (filtered ? filtered.opened.has(id) : initial.has(id));
  const toggle = (id: number) => setChosen((current) => new Map(current).set(id, !isOpen(id)));
  return (
    <ul role="tree" aria-label={t(labelKey)} className="ps-0 mb-0" data-testid="tree">
      <Branch
        nodes={model.roots}
        childrenOf={model.childrenOf}
        renderLabel={renderLabel}
        onToggle={toggle}
        depth={1}
        isOpen={isOpen}
        isVisible={(id) => !filtered || filtered.visible.has(id)}
      />
    </ul>
  );
}
