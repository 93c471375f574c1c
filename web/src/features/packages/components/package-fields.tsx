/** Package Detail as declarations: its §3 fields, its documents and its delivery rows. */
import type { DeliveryRow, PackageDetail } from '@contract/packages/package.types';
import type { FieldGridItem } from '@web/components/detail/FieldGrid';
import { KeyedText } from '@web/components/KeyedText';
import type { Column } from '@web/components/list/list-types';
import type { Formatters } from '@web/lib/format';

const f = (id: string, value: FieldGridItem['value'], wide = false): FieldGridItem => ({ id, labelKey: `packages.detail.fields.${id}`, value, wide });
const yesNo = (value: boolean) => <KeyedText prefix="common" value={value ? 'yes' : 'no'} />;
const external = (href: string | null | undefined, labelKey: string) =>
  href ? (
    <a href={href} target="_blank" rel="noreferrer noopener">
      <KeyedText prefix="packages.detail" value={labelKey} />
    </a>
  ) : null;

export function packageFields({ package: pkg, marketplaceOrderId }: PackageDetail, format: Formatters): FieldGridItem[] {
  return [
    f('id', pkg.id),
    f('orderId', `${pkg.orderId} · ${marketplaceOrderId}`),
    f('remoteId', pkg.remoteId),
    f('marketplacePackageId', pkg.marketplacePackageId),
    f('status', <KeyedText prefix="packages.status" value={pkg.status} />),
    f('channelName', <KeyedText prefix="marketplaces" value={pkg.channelName} />),
    f('destinationCountry', pkg.destinationCountry),
    f('supplierId', pkg.supplierId),
    f('provider', pkg.provider),
    f('esd', format.date(pkg.esd)),
    f('ead', format.date(pkg.ead)),
    f('smartCustomsApproval', yesNo(pkg.smartCustomsApproval)),
    f('weight', format.number(pkg.weightGrams)),
    f('totalProductPrice', format.money(pkg.totalProductPrice, pkg.currency)),
    f('createdAt', format.dateTime(pkg.createdAt)),
    f('updatedAt', format.dateTime(pkg.updatedAt)),
    f('logisticsReceivedAt', format.dateTime(pkg.logisticsReceivedAt)),
    f('deliveredAt', format.dateTime(pkg.deliveredAt)),
    f('deliveryState', pkg.deliveryState),
  ];
}

export function documentFields({ package: pkg, invoice }: PackageDetail, format: Formatters): FieldGridItem[] {
  return [
    f('hasLabel', yesNo(pkg.hasLabel)),
    f('labelVersion', pkg.labelVersion),
    f('trackingBarcode', pkg.tracking?.barcode),
    f('trackingLink', external(pkg.tracking?.link, 'open')),
    f('trackingPdf', external(pkg.tracking?.pdfUrl, 'download')),
    f('proforma', external(pkg.proformaUrl, 'open')),
    f('invoiceNumber', invoice?.number),
    f('invoiceDate', format.date(invoice?.date)),
  ];
}

export function deliveryColumns(format: Formatters): Column<DeliveryRow>[] {
  return [
    { id: 'date', headerKey: 'packages.detail.delivery.date', cell: (row) => format.dateTime(row.date) },
    // A carrier's event and note codes show in the reader's language; a text the portal does not know, as the carrier sent it.
    {
      id: 'status',
      headerKey: 'packages.detail.delivery.status',
      cell: (row) => <KeyedText prefix="packages.tracking.status" value={row.status} fallback={row.status} />,
    },
    { id: 'location', headerKey: 'packages.detail.delivery.location', cell: (row) => row.location },
    {
      id: 'detail',
      headerKey: 'packages.detail.delivery.detail',
      cell: (row) => <KeyedText prefix="packages.tracking.events" value={row.status} fallback={row.detail} />,
    },
    {
      id: 'message',
      headerKey: 'packages.detail.delivery.message',
      cell: (row) => <KeyedText prefix="packages.tracking.notes" value={row.message} fallback={row.message} />,
    },
  ];
}
