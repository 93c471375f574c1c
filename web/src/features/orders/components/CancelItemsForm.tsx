import { CAlert, CButton, CFormCheck, CFormFeedback, CFormLabel, CFormSelect } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { cancelOrderSchema, type CancelOrderBody } from '@contract/orders/order.api';
import { hasShippedItems, itemCancelRefusal } from '@contract/orders/order.rules';
import { CANCEL_REASONS, type CancelUserType, type Order } from '@contract/orders/order.types';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { ApiFailure } from '@web/lib/http';
import { refusalKey } from './refusal-key';

export interface CancelItemsFormProps {
  order: Order;
  /** Items ticked when the dialog opens (e.g. the row's own cancel button). */
  initialItemIds: number[];
  /** How the cancellation will be recorded (Admin when an admin acts as the seller). */
  userType: CancelUserType;
  submitting: boolean;
  error: ApiFailure | null;
  onSubmit: (body: CancelOrderBody) => void;
  onCancel: () => void;
}

interface Values { itemIds: string[]; reason: string }

const toBody = (values: Values) => ({ itemIds: values.itemIds.map(Number), reason: values.reason });

/** Cancel items with a required reason; items that cannot be cancelled say why before any click (spec §4/§5). */
export function CancelItemsForm({ order, initialItemIds, userType, submitting, error, onSubmit, onCancel }: CancelItemsFormProps) {
  const { t } = useTranslation();
  const shipped = hasShippedItems(order);
  return (
    <Formik<Values>
      initialValues={{ itemIds: initialItemIds.map(String), reason: '' }}
      validate={(values) => fieldErrors(cancelOrderSchema, toBody(values)) ?? {}}
      onSubmit={(values) => onSubmit(cancelOrderSchema.cast(toBody(values)) as CancelOrderBody)}
    >
      {(form) => {
        const chosen = new Set(form.values.itemIds.map(Number));
        const packaged = [...new Set(order.items.filter((item) => chosen.has(item.id) && item.packageId !== null).map((item) => item.packageId))];
        return (
          <Form noValidate data-testid="cancel-form">
            <ErrorAlert error={error} />
            {shipped ? <CAlert color="warning" data-testid="cancel-refusal">{t('errors.orderHasShippedItems')}</CAlert> : null}
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('orders.cancel.items')}</legend>
              {order.items.map((item) => {
                const refusal = itemCancelRefusal(order, item);
                return (
                  <div key={item.id} className="mb-1">
                    <CFormCheck id={`cancel-item-${item.id}`} name="itemIds" value={String(item.id)} disabled={refusal !== null}
                      checked={chosen.has(item.id)} onChange={form.handleChange} label={`${item.sku} · ${item.name} × ${item.quantity}`} />
                    {refusal ? <div className="form-text ms-4" data-testid={`cancel-why-${item.id}`}>{t(refusalKey(refusal))}</div> : null}
                  </div>
                );
              })}
              {form.submitCount > 0 && form.errors.itemIds ? <div className="invalid-feedback d-block">{t(String(form.errors.itemIds))}</div> : null}
            </fieldset>
            <div className="mb-3">
              <CFormLabel htmlFor="cancel-reason">{t('orders.cancel.reason')}</CFormLabel>
              <CFormSelect id="cancel-reason" name="reason" value={form.values.reason} onChange={form.handleChange}
                invalid={form.submitCount > 0 && Boolean(form.errors.reason)}>
                <option value="">{t('orders.cancel.selectReason')}</option>
                {CANCEL_REASONS.map((reason) => <option key={reason} value={reason}>{t(`orders.cancelReasons.${reason}`)}</option>)}
              </CFormSelect>
              {form.submitCount > 0 && form.errors.reason ? <CFormFeedback invalid>{t(form.errors.reason)}</CFormFeedback> : null}
            </div>
            {packaged.length > 0 ? <CAlert color="info">{t('orders.cancel.packageWarning', { ids: packaged.join(', ') })}</CAlert> : null}
            {form.values.reason === 'incorrectPricing'
              ? <CAlert color="info">{t('orders.cancel.lockWarning', { marketplace: t(`marketplaces.${order.salesChannel}`) })}</CAlert> : null}
            <p className="small text-body-secondary">{t('orders.cancel.recordedAs', { userType: t(`orders.cancelUserTypes.${userType}`) })}</p>
            <div className="d-flex justify-content-end gap-2">
              <CButton type="button" color="secondary" variant="outline" onClick={onCancel}>{t('common.close')}</CButton>
              <CButton type="submit" color="danger" disabled={submitting || shipped} data-testid="cancel-submit">{t('orders.cancel.submit')}</CButton>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
