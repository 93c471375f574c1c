import { CAlert, CFormCheck } from '@coreui/react';
import type { FormikErrors, FormikProps } from 'formik';
import { useTranslation } from 'react-i18next';
import { packageableItems, planPackage } from '@contract/orders/order.rules';
import type { Order } from '@contract/orders/order.types';
import { checkTurkeyCap, type PriceCap, type TurkeyCapInfo } from '@contract/packages/turkey-cap';
import { useFormatters } from '@web/lib/format';
import { refusalKey } from './refusal-key';

export interface PackageValues {
  itemIds: string[];
}

export function validatePackage(order: Order, turkeyCap: TurkeyCapInfo | null) {
  return (values: PackageValues): FormikErrors<PackageValues> => {
    const plan = planPackage(order, values.itemIds.map(Number), turkeyCap);
    return typeof plan === 'string' ? { itemIds: refusalKey(plan) } : {};
  };
}

interface PackageFieldsProps {
  form: FormikProps<PackageValues>;
  order: Order;
  turkeyCap: TurkeyCapInfo | null;
}

/** Open items to tick; a Turkey-bound order shows the price limit in force and checks the total as you tick. */
export function PackageFields({ form, order, turkeyCap }: PackageFieldsProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const money = (cap: PriceCap) => format.money(cap.amount, cap.currency);
  const itemIds = form.values.itemIds.map(Number);
  const plan = planPackage(order, itemIds, turkeyCap);
  const uncapped = planPackage(order, itemIds, null);
  const cap = turkeyCap && typeof uncapped !== 'string' ? checkTurkeyCap(turkeyCap, uncapped.total, uncapped.split) : null;
  return (
    <div data-testid="package-form">
      {turkeyCap ? (
        <CAlert color="info" data-testid="turkey-cap">
          <div>{t('orders.createPackage.capSingle', { amount: money(turkeyCap.single) })}</div>
          {turkeyCap.reading !== 'eur150' ? <div>{t('orders.createPackage.capSplit', { amount: money(turkeyCap.split) })}</div> : null}
        </CAlert>
      ) : null}
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('orders.createPackage.items')}</legend>
        {packageableItems(order).map((item) => (
          <CFormCheck
            key={item.id}
            id={`package-item-${item.id}`}
            name="itemIds"
            value={String(item.id)}
            onChange={form.handleChange}
            checked={form.values.itemIds.includes(String(item.id))}
            label={`${item.sku} · ${item.name} × ${item.quantity} · ${format.money(item.price * item.quantity, order.currency)}`}
          />
        ))}
      </fieldset>
      {cap && typeof uncapped !== 'string' ? (
        <p className="small" data-testid="package-total">
          {t('orders.createPackage.selectedTotal', {
            total: format.money(uncapped.total, order.currency),
            converted: format.money(cap.total, cap.cap.currency),
          })}
        </p>
      ) : null}
      {typeof plan === 'string' ? (
        <CAlert color="warning" className="mb-0" data-testid="package-refusal">
          {t(refusalKey(plan))}
          {plan === 'turkeyPriceCap' && cap ? <div>{t('orders.createPackage.overCap', { amount: money(cap.cap) })}</div> : null}
        </CAlert>
      ) : null}
    </div>
  );
}
