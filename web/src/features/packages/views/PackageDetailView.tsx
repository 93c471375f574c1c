import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useCan } from '@web/lib/use-can';
import { packageDetail, type PackageCommand } from '../packages.resources';
import { PackageDetailPage, type PackageDialog } from '../pages/PackageDetailPage';

/** /packages/:packageId: dialogs are `?action=recreate-label|delete`. */
export function PackageDetailView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const id = Number(useParams().packageId);
  const [, openDialog] = useUrlDialog<PackageDialog>();
  const state = useSelector(packageDetail.select);
  const can = useCan();

  useEffect(() => {
    dispatch(packageDetail.requested(id));
  }, [dispatch, id]);

  const command = state.command;
  useEffect(() => {
    if (command?.status === 'done' && command.name === 'delete') void navigate(pathOf('packages'), { replace: true });
  }, [command, navigate]);

  return (
    <PackageDetailPage
      state={state}
      canDelete={can('orders.delete')}
      commandOf={(name: PackageCommand) => commandView(state, name)}
      onCommand={(name) => dispatch(packageDetail.commandRequested({ name, id }))}
      onOpenDialog={(name) => openDialog(name)}
      onRetry={() => dispatch(packageDetail.requested(id))}
    />
  );
}
