import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { pathOf } from '@contract/routes';
import { deletedProductDetail } from '../deleted-products.resources';
import { DeletedProductPage } from '../pages/DeletedProductPage';

/** /deleted-products/:productId (a live product, or an unknown id, is not found here). */
export function DeletedProductView() {
  const dispatch = useDispatch();
  const raw = Number(useParams().productId);
  const id = Number.isSafeInteger(raw) && raw > 0 ? raw : 0;
  const state = useSelector(deletedProductDetail.select);
  useEffect(() => {
    dispatch(deletedProductDetail.requested(id));
  }, [dispatch, id]);
  return <DeletedProductPage state={state} listHref={pathOf('deletedProducts')} onRetry={() => dispatch(deletedProductDetail.requested(id))} />;
}
