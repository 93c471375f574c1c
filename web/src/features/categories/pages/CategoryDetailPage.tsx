import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryDetailAnswer, CategoryTreeAnswer } from '@contract/catalog/category.api';
import type { DetailAction, DetailBadge } from '@web/components/detail/DetailHeader';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { useFormatters } from '@web/lib/format';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { CategoryCommand, OnCategoryCommand } from '../categories.resources';
import { CategoryDialogs, type CategoryDialog } from '../components/CategoryDialogs';
import { categoryDetailTabs } from '../components/category-detail-tabs';
import { useNameOf } from '@web/lib/localized-name';
import { categoryStatusOf } from '../components/localized';

export interface CategoryDetailPageProps {
  state: DetailState<CategoryDetailAnswer>;
  tree: DetailState<CategoryTreeAnswer>;
  canManage: boolean;
  listHref: string;
  commandOf: (name: CategoryCommand) => CommandView;
  onCommand: OnCategoryCommand;
  onOpenDialog: (name: CategoryDialog) => void;
  onOpenCross: () => void;
  onRetry: () => void;
}

/** /categories/:categoryId: the category, its attributes, crossings and sub-categories; staff add, edit and delete. */
export function CategoryDetailPage({ state, tree, canManage, listHref, commandOf, onCommand, onOpenDialog, onOpenCross, onRetry }: CategoryDetailPageProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const localizedPath = useNameOf();
  const detail = state.data;
  const actions = useMemo<DetailAction[]>(() => {
    const list: DetailAction[] = [{ id: 'cross', labelKey: 'categories.detail.cross', onClick: onOpenCross, icon: 'cilTransfer' }];
    if (canManage) {
      list.push(
        { id: 'addChild', labelKey: 'categories.form.addChildAction', variant: 'outline', onClick: () => onOpenDialog('addChild') },
        { id: 'edit', labelKey: 'categories.form.editAction', variant: 'outline', onClick: () => onOpenDialog('edit') },
        { id: 'delete', labelKey: 'categories.delete.action', color: 'danger', variant: 'ghost', onClick: () => onOpenDialog('delete') },
      );
    }
    return list;
  }, [canManage, onOpenDialog, onOpenCross]);
  const badges: DetailBadge[] = detail
    ? [
        { id: 'status', labelKey: `categories.status.${detail.category.status}`, color: detail.category.status === 'active' ? 'success' : 'secondary' },
        { id: 'leaf', labelKey: `categories.leaf.${detail.category.isLeaf ? 'leaf' : 'parent'}`, color: 'light' },
        ...(detail.restricted ? [{ id: 'restricted', labelKey: 'categories.detail.restricted', color: 'danger' as const }] : []),
      ]
    : [];
  return (
    <DetailScreen
      status={categoryStatusOf(state)}
      errorKey="categories.detail.loadError"
      notFoundKey="errors.categoryNotFound"
      onRetry={onRetry}
      titleKey="categories.detail.title"
      titleValues={{ name: detail ? localizedPath(detail.names) : '' }}
      subtitle={detail ? localizedPath(detail.category.path) : undefined}
      badges={badges}
      actions={detail ? actions : []}
      backTo={listHref}
      tabs={detail ? categoryDetailTabs(detail, format, t) : []}
    >
      {detail && canManage ? <CategoryDialogs nodes={tree.data?.nodes ?? []} detail={detail} commandOf={commandOf} onCommand={onCommand} /> : null}
    </DetailScreen>
  );
}
