/**
 * What both staff category screens wire the same way: the tree (loaded once, answered again by every command), the
 * dialogs by URL (`?action=…&item=<id>`), the commands, and what follows a command that went through (the list's page
 * asked again; the delete dialog closed).
 */
import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { wholeId } from '@contract/lists/whole-id';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { CommandState } from '@web/lib/resources/detail-resource';
import { adminCategoryTree, type AdminCategoryCommand } from '../admin-taxonomy.resources';
import type { AdminCategoryCall, AdminCategoryDialog } from '../components/admin-category-model';

export function useCategoryCommands(onChanged?: () => void) {
  const dispatch = useDispatch();
  const tree = useSelector(adminCategoryTree.select);
  const [params] = useSearchParams();
  const [, open, close] = useUrlDialog<AdminCategoryDialog>();
  const handled = useRef<CommandState | null>(tree.command);

  useEffect(() => {
    dispatch(adminCategoryTree.requested(0));
  }, [dispatch]);

  useEffect(() => {
    const { command } = tree;
    if (command === handled.current || command?.status !== 'done') return;
    handled.current = command;
    onChanged?.();
    if (command.name === 'delete') close();
  }, [tree, onChanged, close]);

  const onOpenDialog = useCallback((name: AdminCategoryDialog, id?: number) => open(name, id === undefined ? {} : { item: String(id) }), [open]);
  const onCommand: AdminCategoryCall = useCallback((id, ...call) => dispatch(adminCategoryTree.commandCalled(id, ...call)), [dispatch]);
  return {
    tree,
    itemId: wholeId(params.get('item')),
    commandOf: (name: AdminCategoryCommand) => commandView(tree, name),
    onOpenDialog,
    onCommand,
    onRetryTree: () => dispatch(adminCategoryTree.requested(0)),
  };
}
