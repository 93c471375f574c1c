import type { ReactNode } from 'react';
import { CCol, CRow } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@contract/orders/order.types';
import { FieldGrid } from '@web/components/detail/FieldGrid';
import { useFormatters } from '@web/lib/format';
import { invoiceFileUrl } from '../orders.api';
import { addressFields, cancellationFields, orderFields, refundFields } from './order-fields';

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="mb-4">
      <h2 className="h6 text-uppercase text-body-secondary mb-3">{t(titleKey)}</h2>
      {children}
    </section>
  );
}

/** Every §3 field of the order, its two addresses, the cancellation, the refund and the invoice. */
export function OrderSummary({ order }: { order: Order }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const cancellation = cancellationFields(order, format);
  const refund = refundFields(order);
  return (
    <div data-testid="order-summary">
      <Section titleKey="orders.detail.sections.order">
        <FieldGrid fields={orderFields(order, format)} columns={3} />
      </Section>
      <CRow>
        <CCol md={6}>
          <Section titleKey="orders.detail.sections.shippingAddress">
            <FieldGrid fields={addressFields(order.shippingAddress)} />
          </Section>
        </CCol>
        <CCol md={6}>
          <Section titleKey="orders.detail.sections.billingAddress">
            <FieldGrid fields={addressFields(order.billingAddress)} />
          </Section>
        </CCol>
      </CRow>
      {cancellation.length > 0 ? (
        <Section titleKey="orders.detail.sections.cancellation">
          <FieldGrid fields={cancellation} columns={3} />
        </Section>
      ) : null}
      {refund.length > 0 ? (
        <Section titleKey="orders.detail.sections.refund">
          <FieldGrid fields={refund} />
        </Section>
      ) : null}
      <Section titleKey="orders.detail.sections.invoice">
        {order.invoice ? (
          <p className="mb-0" data-testid="order-invoice">
            {t('orders.invoice.current', { number: order.invoice.number, date: format.date(order.invoice.date) })}{' '}
            <a href={invoiceFileUrl(order.id)} download={order.invoice.fileName}>
              {t('orders.invoice.download')}
            </a>
          </p>
        ) : (
          <p className="mb-0 text-body-secondary" data-testid="order-invoice-none">
            {t('orders.invoice.none')}
          </p>
        )}
      </Section>
    </div>
  );
}
