import { useTranslation } from 'react-i18next';
import type { OrderDetailAnswer } from '@contract/orders/order.api';
import { packageableItems } from '@contract/orders/order.rules';
import type { CancelUserType } from '@contract/orders/order.types';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { InvoiceForm } from '../orders.api';
import type { OnOrderCommand, OrderCommand } from '../orders.resources';
import { CancelItemsFields, cancelBody, validateCancel, type CancelValues } from './CancelItemsFields';
import { InvoiceFields, validateInvoice } from './InvoiceFields';
import { PackageFields, validatePackage, type PackageValues } from './PackageFields';

/** The dialogs Order Detail opens by URL (`?action=<name>`). */
export type OrderDialog = 'cancel' | 'package' | 'invoice' | 'delete';

export interface OrderDialogsProps {
  detail: OrderDetailAnswer;
  userType: CancelUserType;
  canDelete: boolean;
  /** The item the dialog was opened for (`?action=cancel&item=<id>`). */
  cancelItemId: number | null;
  commandOf: (name: OrderCommand) => CommandView;
  onCommand: OnOrderCommand;
}

/** The dialogs of Order Detail, each open while the URL says `?action=<name>`. */
export function OrderDialogs({ detail, userType, canDelete, cancelItemId, commandOf, onCommand }: OrderDialogsProps) {
  const { t } = useTranslation();
  const { order } = detail;
  const cancelIds = cancelItemId === null ? [] : [String(cancelItemId)];
  return (
    <>
      <UrlFormDialog<CancelValues>
        name="cancel"
        titleKey="orders.cancel.title"
        size="lg"
        submitKey="orders.cancel.submit"
        submitColor="danger"
        initialValues={{ itemIds: cancelIds, reason: '' }}
        validate={validateCancel(order)}
        onSubmit={(values) => onCommand('cancel', cancelBody(values))}
        {...commandOf('cancel')}
      >
        {(form) => <CancelItemsFields form={form} order={order} userType={userType} />}
      </UrlFormDialog>
      <UrlFormDialog<PackageValues>
        name="package"
        titleKey="orders.createPackage.title"
        size="lg"
        submitKey="orders.createPackage.submit"
        initialValues={{ itemIds: packageableItems(order).map((item) => String(item.id)) }}
        validate={validatePackage(order, detail.turkeyCap)}
        onSubmit={(values) => onCommand('createPackage', values.itemIds.map(Number))}
        {...commandOf('createPackage')}
      >
        {(form) => <PackageFields form={form} order={order} turkeyCap={detail.turkeyCap} />}
      </UrlFormDialog>
      <UrlFormDialog<InvoiceForm>
        name="invoice"
        titleKey="orders.invoice.title"
        submitKey="orders.invoice.submit"
        initialValues={{ number: '', date: '', file: null }}
        validate={validateInvoice}
        onSubmit={(values) => onCommand('uploadInvoice', values)}
        {...commandOf('uploadInvoice')}
      >
        {(form) => <InvoiceFields form={form} replacing={order.invoice !== null} />}
      </UrlFormDialog>
      {canDelete ? (
        <UrlFormDialog<Record<string, never>>
          name="delete"
          titleKey="orders.delete.title"
          submitKey="orders.delete.submit"
          submitColor="danger"
          initialValues={{}}
          onSubmit={() => onCommand('delete')}
          {...commandOf('delete')}
          // The view leaves for the list once the order is gone; the dialog must not step back onto it.
          succeeded={false}
        >
          {() => <p className="mb-0">{t('orders.delete.confirm')}</p>}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
