import { useCallback, useMemo, useState } from 'react';
import { useNameOf } from '@web/lib/localized-name';
import { CBadge, CCard, CCardBody, CCardHeader, CFormInput } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNode, CategoryTreeAnswer } from '@contract/catalog/category.api';
import { textMatches } from '@contract/text-search';
import { pathOf } from '@contract/routes';
import { ListStates } from '@web/components/list/ListStates';
import { TreeView } from '@web/components/tree/TreeView';
import type { DetailState } from '@web/lib/resources/detail-resource';

export interface CategoryTreeCardProps {
  state: DetailState<CategoryTreeAnswer>;
  onRetry: () => void;
}

function NodeLabel({ node }: { node: CategoryNode }) {
  const { t } = useTranslation();
  const name = useNameOf()({ en: node.name, tr: node.nameTr });
  return (
    <span className="d-flex flex-wrap align-items-center gap-1">
      <Link
        to={pathOf('categoryDetail', { categoryId: node.id })}
        className={node.status === 'inactive' ? 'text-body-secondary' : undefined}
        data-testid={`tree-link-${node.id}`}
      >
        {name}
      </Link>
      {node.status === 'inactive' ? <CBadge color="secondary">{t('categories.status.inactive')}</CBadge> : null}
      {node.crossed.length > 0 ? (
        <CBadge color="info" title={node.crossed.map((code) => t(`marketplaces.${code}`)).join(', ')}>
          {t('categories.tree.crossedCount', { count: node.crossed.length })}
        </CBadge>
      ) : null}
    </span>
  );
}

/** The seller-panel tree to browse: open a branch, or filter by name (either language) or remote ID. */
export function CategoryTreeCard({ state, onRetry }: CategoryTreeCardProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const nodes = useMemo(() => state.data?.nodes ?? [], [state.data]);
  const needle = filter.trim();
  const matches = useMemo(() => (needle ? (node: CategoryNode) => textMatches(needle, node.name, node.nameTr, node.remoteId) : null), [needle]);
  const renderLabel = useCallback((node: CategoryNode) => <NodeLabel node={node} />, []);
  const status = state.status === 'error' ? 'error' : state.status === 'ready' ? 'ready' : 'loading';
  const shown = matches ? nodes.filter(matches).length : nodes.length;
  return (
    <CCard className="mb-4" data-testid="category-tree">
      <CCardHeader>
        <h2 className="h6 mb-0">{t('categories.tree.title')}</h2>
      </CCardHeader>
      <CCardBody>
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
          <div className="overflow-auto" style={{ maxHeight: '32rem' }}>
            <TreeView key={needle} nodes={nodes} labelKey="categories.tree.title" renderLabel={renderLabel} matches={matches} />
          </div>
        ) : null}
        <ListStates status={status} rowCount={status === 'ready' ? shown : 0} errorKey="categories.tree.loadError" onRetry={onRetry} />
      </CCardBody>
    </CCard>
  );
}
