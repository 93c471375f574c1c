import { CBadge, CButton } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CategoryNode } from '@contract/catalog/category.api';
import { useNameOf } from '@web/lib/localized-name';
import type { AdminCategoryDialog } from './admin-category-model';

export interface StaffTreeNodeProps {
  node: CategoryNode;
  onOpenDialog: (name: AdminCategoryDialog, id: number) => void;
  onToggleStatus: (node: CategoryNode) => void;
}

/** One category of the staff tree: its name, remote ID and status, and what staff may do with it. */
export function StaffTreeNode({ node, onOpenDialog, onToggleStatus }: StaffTreeNodeProps) {
  const { t } = useTranslation();
  const name = useNameOf()({ en: node.name, tr: node.nameTr });
  const button = (testId: string, labelKey: string, onClick: () => void, color: 'primary' | 'secondary' | 'danger' = 'primary') => (
    <CButton
      size="sm"
      color={color}
      variant="ghost"
      className="py-0"
      onClick={onClick}
      data-testid={`${testId}-${node.id}`}
      aria-label={`${t(labelKey)}: ${name}`}
    >
      {t(labelKey)}
    </CButton>
  );
  return (
    <span className="d-flex flex-wrap align-items-center gap-1" data-testid={`staff-node-${node.id}`}>
      <span className={node.status === 'inactive' ? 'text-body-secondary' : undefined}>{name}</span>
      <code className="small">{node.remoteId}</code>
      {node.status === 'inactive' ? <CBadge color="secondary">{t('categories.status.inactive')}</CBadge> : null}
      {button('add-child', 'adminTaxonomy.actions.addChild', () => onOpenDialog('create', node.id))}
      {button('edit', 'adminTaxonomy.actions.edit', () => onOpenDialog('edit', node.id))}
      {button(
        'status',
        node.status === 'active' ? 'adminTaxonomy.actions.deactivate' : 'adminTaxonomy.actions.activate',
        () => onToggleStatus(node),
        'secondary',
      )}
      {button('delete', 'adminTaxonomy.actions.delete', () => onOpenDialog('delete', node.id), 'danger')}
    </span>
  );
}
