import { CAlert, CFormCheck, CFormFeedback, CFormLabel, CFormSelect } from '@coreui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { cancelOrderSchema, type CancelOrderBody } from '@contract/orders/order.api';
import { hasShippedItems, itemCancelRefusal } from '@contract/orders/order.rules';
import { CANCEL_REASONS, type CancelUserType, type Order } from '@contract/orders/order.types';
import { refusalKey } from './refusal-key';

export interface CancelValues {
  itemIds: string[];
  reason: string;
}

export const cancelBody = (values: CancelValues): CancelOrderBody =>
  cancelOrderSchema.cast({ itemIds: values.itemIds.map(Number), reason: values.reason }) as CancelOrderBody;

/** Spec §5: a reason must be selected; an order with shipped items cannot be cancelled at all. */
export function validateCancel(order: Order) {
  return (values: CancelValues): FormikErrors<CancelValues> => {
    if (hasShippedItems(order)) return { itemIds: 'errors.orderHasShippedItems' };
    return (fieldErrors(cancelOrderSchema, { itemIds: values.itemIds.map(Number), reason: values.reason }) ?? {}) as FormikErrors<CancelValues>;
  };
}

interface CancelItemsFieldsProps {
  form: FormikProps<CancelValues>;
  order: Order;
  /** How the cancellation will be recorded (Admin when an admin acts as the seller). */
  userType: CancelUserType;
}

/** Items with a tick each (or why not), the reason, and what the cancellation will also do. */
export function CancelItemsFields({ form, order, userType }: CancelItemsFieldsProps) {
  const { t } = useTranslation();
  const chosen = new Set(form.values.itemIds.map(Number));
  const packaged = [...new Set(order.items.filter((item) => chosen.has(item.id) && item.packageId !== null).map((item) => item.packageId))];
  const shown = (name: keyof CancelValues) => (form.submitCount > 0 ? (form.errors[name] as string | undefined) : undefined);
  return (
    <div data-testid="cancel-form">
      {hasShippedItems(order) ? (
        <CAlert color="warning" data-testid="cancel-refusal">
          {t('errors.orderHasShippedItems')}
        </CAlert>
      ) : null}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('orders.cancel.items')}</legend>
        {order.items.map((item) => {
          const refusal = itemCancelRefusal(order, item);
          return (
            <div key={item.id} className="mb-1">
              <CFormCheck
                id={`cancel-item-${item.id}`}
                name="itemIds"
                value={String(item.id)}
                disabled={refusal !== null}
                checked={chosen.has(item.id)}
                onChange={form.handleChange}
                label={`${item.sku} · ${item.name} × ${item.quantity}`}
              />
              {refusal ? (
                <div className="form-text ms-4" data-testid={`cancel-why-${item.id}`}>
                  {t(refusalKey(refusal))}
                </div>
              ) : null}
            </div>
          );
        })}
        {shown('itemIds') && !hasShippedItems(order) ? <div className="invalid-feedback d-block">{t(shown('itemIds')!)}</div> : null}
      </fieldset>
      <div className="mb-3">
        <CFormLabel htmlFor="cancel-reason">{t('orders.cancel.reason')}</CFormLabel>
        <CFormSelect id="cancel-reason" name="reason" value={form.values.reason} onChange={form.handleChange} invalid={Boolean(shown('reason'))}>
          <option value="">{t('orders.cancel.selectReason')}</option>
          {CANCEL_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`orders.cancelReasons.${reason}`)}
            </option>
          ))}
        </CFormSelect>
        {shown('reason') ? <CFormFeedback invalid>{t(shown('reason')!)}</CFormFeedback> : null}
      </div>
      {packaged.length > 0 ? (
        <CAlert color="info" data-testid="cancel-package-warning">
          {t('orders.cancel.packageWarning', { ids: packaged.join(', ') })}
        </CAlert>
      ) : null}
      {form.values.reason === 'incorrectPricing' ? (
        <CAlert color="info">{t('orders.cancel.lockWarning', { marketplace: t(`marketplaces.${order.salesChannel}`) })}</CAlert>
      ) : null}
      <p className="small text-body-secondary mb-0">{t('orders.cancel.recordedAs', { userType: t(`orders.cancelUserTypes.${userType}`) })}</p>
    </div>
  );
}
