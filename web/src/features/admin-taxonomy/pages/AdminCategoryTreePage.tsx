import { useCallback, useMemo, useState } from 'react';
import { CButton, CCard, CCardBody, CCardHeader, CFormInput } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { textMatches } from '@contract/text-search';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { ListStates } from '@web/components/list/ListStates';
import { TreeView } from '@web/components/tree/TreeView';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { AdminCategoryCommand } from '../admin-taxonomy.resources';
import { editedOf, statusFlipped, type AdminCategoryCall, type AdminCategoryDialog } from '../components/admin-category-model';
import { AdminCategoryDialogs } from '../components/AdminCategoryDialogs';
import { StaffTreeNode } from '../components/StaffTreeNode';

export interface AdminCategoryTreePageProps {
  tree: DetailState<CategoryTreeAnswer>;
  itemId: number | null;
  commandOf: (name: AdminCategoryCommand) => CommandView;
  onRetry: () => void;
  onOpenDialog: (name: AdminCategoryDialog, id?: number) => void;
  onCommand: AdminCategoryCall;
}

/** /admin/category-tree: the whole seller-panel tree for staff, searched by name (either language) or remote ID, managed in place. */
export function AdminCategoryTreePage({ tree, itemId, commandOf, onRetry, onOpenDialog, onCommand }: AdminCategoryTreePageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const nodes = useMemo(() => tree.data?.nodes ?? [], [tree.data]);
  const needle = filter.trim();
  const matches = useMemo(() => (needle ? (node: CategoryNode) => textMatches(needle, node.name, node.nameTr, node.remoteId) : null), [needle]);
  const renderLabel = useCallback(
    (node: CategoryNode) => (
      <StaffTreeNode node={node} onOpenDialog={onOpenDialog} onToggleStatus={(target) => onCommand(target.id, 'status', statusFlipped(editedOf(target)))} />
    ),
    [onOpenDialog, onCommand],
  );
  const status = tree.status === 'error' ? 'error' : tree.status === 'ready' && tree.data ? 'ready' : 'loading';
  const shown = matches ? nodes.filter(matches).length : nodes.length;
  return (
    <CCard data-testid="admin-category-tree">
      <CCardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <h1 className="h4 mb-0">{t('routes.adminCategoryTree')}</h1>
        <CButton color="primary" size="sm" onClick={() => onOpenDialog('create')} data-testid="tree-add">
          {t('adminTaxonomy.form.addAction')}
        </CButton>
      </CCardHeader>
      <CCardBody>
        <ErrorAlert error={commandOf('status').error} />
        <CFormInput
          type="search"
          size="sm"
          className="mb-2"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          aria-label={t('categories.tree.filter')}
          placeholder={t('categories.tree.filter')}
          data-testid="tree-filter"
        />
        {status === 'ready' && shown > 0 ? (
          <TreeView key={needle} nodes={nodes} labelKey="routes.adminCategoryTree" renderLabel={renderLabel} matches={matches} />
        ) : null}
        <ListStates status={status} rowCount={status === 'ready' ? shown : 0} errorKey="adminTaxonomy.tree.loadError" onRetry={onRetry} />
        <AdminCategoryDialogs nodes={nodes} itemId={itemId} companyId={null} commandOf={commandOf} onCommand={onCommand} />
      </CCardBody>
    </CCard>
  );
}
