import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { PaymentDetailPage } from '../pages/PaymentDetailPage';
import { paymentDetail } from '../payments.resources';

/** /payments/:paymentId. */
export function PaymentDetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().paymentId);
  const state = useSelector(paymentDetail.select);
  useEffect(() => {
    dispatch(paymentDetail.requested(id));
  }, [dispatch, id]);
  return <PaymentDetailPage state={state} onRetry={() => dispatch(paymentDetail.requested(id))} />;
}
