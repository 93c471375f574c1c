import { useCallback, useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { ProductDialog } from '../components/VariantDialogs';
import { productEdit, productLogs, productRatings, type ProductEditCommand } from '../product-edit.resources';
import { ProductEditPage } from '../pages/ProductEditPage';

const VARIANT_EXTRAS: readonly string[] = ['variantId'];

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

/**
 * /products/:productId: loads the product with its variants and wires its commands; tabs are `?tab=`, dialogs
 * `?action=addVariant|editVariant|deleteVariant&variantId=`. A deleted product (its last variant deleted here or
 * before) is shown where it now lives, under Deleted Products.
 */
export function ProductEditView() {
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const id = positiveId(useParams().productId) ?? 0;
  const [params, setParams] = useSearchParams();
  const [, openDialog] = useUrlDialog<ProductDialog>('action', VARIANT_EXTRAS);
  const state = useSelector(productEdit.select);
  const logs = useSelector(productLogs.select);
  const ratings = useSelector(productRatings.select);

  useEffect(() => {
    dispatch(productEdit.requested(id));
  }, [dispatch, id]);

  const deletedAt = state.id === id ? state.data?.product.deletedAt : null;
  useEffect(() => {
    if (deletedAt) void navigate(pathOf('deletedProduct', { productId: id }), { replace: true });
  }, [deletedAt, id, navigate]);

  const command = state.command;
  const handled = useRef(command);
  useEffect(() => {
    if (command?.status !== 'done' || handled.current === command) return;
    handled.current = command;
    // The deleted variant's dialog has nothing left to show: its URL state goes with it (unless the product went too,
    // and the page leaves for its Deleted Product view).
    if (command.name === 'deleteVariant' && !deletedAt) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('action');
          next.delete('variantId');
          return next;
        },
        { replace: true },
      );
    }
    dispatch(productLogs.requested(id));
  }, [command, deletedAt, dispatch, id, setParams]);

  const loadLogs = useCallback(() => {
    dispatch(productLogs.requested(id));
  }, [dispatch, id]);
  const loadRatings = useCallback(() => {
    dispatch(productRatings.requested(id));
  }, [dispatch, id]);
  return (
    <ProductEditPage
      state={state}
      logs={logs}
      ratings={ratings}
      dialogVariantId={positiveId(params.get('variantId'))}
      listHref={pathOf('allProducts')}
      commandOf={(name: ProductEditCommand) => commandView(state, name)}
      onCommand={(...call) => dispatch(productEdit.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onRetry={() => dispatch(productEdit.requested(id))}
      onLoadLogs={loadLogs}
      onLoadRatings={loadRatings}
    />
  );
}
