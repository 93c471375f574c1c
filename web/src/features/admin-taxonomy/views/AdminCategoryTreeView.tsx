import { AdminCategoryTreePage } from '../pages/AdminCategoryTreePage';
import { useCategoryCommands } from './use-category-commands';

/** /admin/category-tree: the tree, with dialogs by `?action=…&item=<id>`. */
export function AdminCategoryTreeView() {
  const { tree, itemId, commandOf, onOpenDialog, onCommand, onRetryTree } = useCategoryCommands();
  return <AdminCategoryTreePage tree={tree} itemId={itemId} commandOf={commandOf} onRetry={onRetryTree} onOpenDialog={onOpenDialog} onCommand={onCommand} />;
}
