import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { selectUser } from '@web/lib/session/session.selectors';
import { useCan } from '@web/lib/use-can';
import type { OrderDialog } from '../components/OrderDialogs';
import { orderDetail, orderLogs, type OrderCommand } from '../orders.resources';
import { OrderDetailPage } from '../pages/OrderDetailPage';

/** /orders/:orderId: loads the order, wires its commands; dialogs are `?action=cancel|package|invoice|delete`. */
export function OrderDetailView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const id = Number(useParams().orderId);
  const [params] = useSearchParams();
  const [, openDialog] = useUrlDialog<OrderDialog>();
  const state = useSelector(orderDetail.select);
  const logs = useSelector(orderLogs.select);
  const user = useSelector(selectUser);
  const can = useCan();

  useEffect(() => {
    dispatch(orderDetail.requested(id));
  }, [dispatch, id]);

  const command = state.command;
  useEffect(() => {
    if (command?.status !== 'done') return;
    if (command.name === 'delete') void navigate(pathOf('orders'), { replace: true });
    else dispatch(orderLogs.requested(id));
  }, [command, dispatch, id, navigate]);

  const loadLogs = useCallback(() => {
    dispatch(orderLogs.requested(id));
  }, [dispatch, id]);
  const cancelItem = Number(params.get('item'));
  return (
    <OrderDetailPage
      state={state}
      logs={logs}
      userType={user?.userRole === 'adminAsUser' ? 'admin' : 'seller'}
      canDelete={can('orders.delete')}
      cancelItemId={Number.isInteger(cancelItem) && cancelItem > 0 ? cancelItem : null}
      listHref={pathOf('orders')}
      commandOf={(name: OrderCommand) => commandView(state, name)}
      onCommand={(...call) => dispatch(orderDetail.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(orderDetail.requested(id))}
      onLoadLogs={loadLogs}
    />
  );
}
