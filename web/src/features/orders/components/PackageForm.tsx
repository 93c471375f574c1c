import { CAlert, CButton, CFormCheck } from '@coreui/react';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { packageableItems, planPackage } from '@contract/orders/order.rules';
import { checkTurkeyCap } from '@contract/packages/turkey-cap';
import type { Order } from '@contract/orders/order.types';
import type { TurkeyCapInfo } from '@contract/packages/turkey-cap';
import { ErrorAlert } from '@web/components/ErrorAlert';
import { useFormatters } from '@web/lib/format';
import type { ApiFailure } from '@web/lib/http';
import { refusalKey } from './refusal-key';

export interface PackageFormProps {
  order: Order;
  turkeyCap: TurkeyCapInfo | null;
  submitting: boolean;
  error: ApiFailure | null;
  onSubmit: (itemIds: number[]) => void;
  onCancel: () => void;
}

/** Put open items in a new package; a Turkey-bound order shows the price limit in force and checks it as you tick. */
export function PackageForm({ order, turkeyCap, submitting, error, onSubmit, onCancel }: PackageFormProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const open = packageableItems(order);
  const money = (cap: TurkeyCapInfo['single']) => format.money(cap.amount, cap.currency);
  return (
    <Formik initialValues={{ itemIds: open.map((item) => String(item.id)) }} onSubmit={(values) => onSubmit(values.itemIds.map(Number))}>
      {(form) => {
        const itemIds = form.values.itemIds.map(Number);
        const plan = planPackage(order, itemIds, turkeyCap);
        const refusal = typeof plan === 'string' ? plan : null;
        const uncapped = planPackage(order, itemIds, null);
        const cap = turkeyCap && typeof uncapped !== 'string' ? checkTurkeyCap(turkeyCap, uncapped.total, uncapped.split) : null;
        return (
          <Form noValidate data-testid="package-form">
            <ErrorAlert error={error} />
            {turkeyCap ? (
              <CAlert color="info" data-testid="turkey-cap">
                <div>{t('orders.createPackage.capSingle', { amount: money(turkeyCap.single) })}</div>
                {turkeyCap.reading !== 'eur150' ? <div>{t('orders.createPackage.capSplit', { amount: money(turkeyCap.split) })}</div> : null}
              </CAlert>
            ) : null}
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('orders.createPackage.items')}</legend>
              {open.map((item) => (
                <CFormCheck key={item.id} id={`package-item-${item.id}`} name="itemIds" value={String(item.id)} onChange={form.handleChange}
                  checked={form.values.itemIds.includes(String(item.id))}
                  label={`${item.sku} · ${item.name} × ${item.quantity} · ${format.money(item.price * item.quantity, order.currency)}`} />
              ))}
            </fieldset>
            {cap && typeof uncapped !== 'string' ? (
              <p className="small" data-testid="package-total">
                {t('orders.createPackage.selectedTotal', { total: format.money(uncapped.total, order.currency), converted: format.money(cap.total, cap.cap.currency) })}
              </p>
            ) : null}
            {refusal ? (
              <CAlert color="warning" data-testid="package-refusal">
                {t(refusalKey(refusal))}
                {refusal === 'turkeyPriceCap' && cap ? <div>{t('orders.createPackage.overCap', { amount: money(cap.cap) })}</div> : null}
              </CAlert>
            ) : null}
            <div className="d-flex justify-content-end gap-2">
              <CButton type="button" color="secondary" variant="outline" onClick={onCancel}>{t('common.close')}</CButton>
              <CButton type="submit" color="primary" disabled={submitting || refusal !== null} data-testid="package-submit">{t('orders.createPackage.submit')}</CButton>
            </div>
          </Form>
        );
      }}
    </Formik>
  );
}
