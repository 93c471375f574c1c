import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { categoryDetail, categoryTree, type CategoryCommand } from '../categories.resources';
import type { CategoryDialog } from '../components/CategoryDialogs';
import { CategoryDetailPage } from '../pages/CategoryDetailPage';

/** /categories/:categoryId; dialogs are `?action=addChild|edit|delete` (staff). */
export function CategoryDetailView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const can = useCan();
  const canManage = can('catalog.manageCategories');
  const id = Number(useParams().categoryId);
  const [, openDialog] = useUrlDialog<CategoryDialog>();
  const state = useSelector(categoryDetail.select);
  const tree = useSelector(categoryTree.select);

  useEffect(() => {
    dispatch(categoryDetail.requested(id));
  }, [dispatch, id]);
  useEffect(() => {
    if (canManage) dispatch(categoryTree.requested(0));
  }, [dispatch, canManage]);

  // Only a command asked on this page leads on: a new sub-category opens, a deleted category returns to the list.
  const asked = useRef(false);
  const command = state.command;
  useEffect(() => {
    if (!asked.current || command?.status !== 'done') return;
    asked.current = false;
    if (command.name === 'delete') void navigate(pathOf('categories'), { replace: true });
    else if (command.name === 'add' && state.data) void navigate(pathOf('categoryDetail', { categoryId: state.data.category.id }), { replace: true });
    if (canManage) dispatch(categoryTree.requested(0));
  }, [command, state.data, navigate, dispatch, canManage]);

  return (
    <CategoryDetailPage
      state={state}
      tree={tree}
      canManage={canManage}
      listHref={pathOf('categories')}
      commandOf={(name: CategoryCommand) => commandView(state, name)}
      onCommand={(...call) => {
        asked.current = true;
        dispatch(categoryDetail.commandCalled(id, ...call));
      }}
      onOpenDialog={openDialog}
      onOpenCross={() => void navigate(pathOf('categoryCross', { categoryId: id }))}
      onRetry={() => dispatch(categoryDetail.requested(id))}
    />
  );
}
