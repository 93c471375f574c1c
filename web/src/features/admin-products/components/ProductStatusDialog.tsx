/** The whole product enabled or disabled with a reason (`?action=productStatus&item=<companyId>:<variantId>`). */
import { useTranslation } from 'react-i18next';
import { CATALOG_STATUSES } from '@contract/catalog/catalog.types';
import { productStatusSchema, type ProductStatusBody, type ProductToolRow } from '@contract/admin-products/admin-tools';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormSelect } from '@web/components/FormSelect';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnToolCommand } from '../admin-tools.resources';

export interface ProductStatusDialogProps {
  row: ProductToolRow;
  command: CommandView;
  onCommand: OnToolCommand;
}

export function ProductStatusDialog({ row, command, onCommand }: ProductStatusDialogProps) {
  const { t } = useTranslation();
  const ref = { companyId: row.companyId, productId: row.productId };
  const options = CATALOG_STATUSES.map((status) => ({ value: status, labelKey: `adminProductTools.statuses.${status}` }));
  return (
    <UrlFormDialog<ProductStatusBody>
      name="productStatus"
      titleKey="adminProductTools.productStatus.title"
      submitKey="adminProductTools.productStatus.submit"
      initialValues={{ status: row.status === 'active' ? 'inactive' : 'active', reason: '' }}
      validationSchema={productStatusSchema}
      onSubmit={(values) => onCommand('setProductStatus', { ref, body: productStatusSchema.cast(values) })}
      {...command}
    >
      {() => (
        <div data-testid="product-status-form">
          <p>
            {t('adminProductTools.productStatus.question', {
              product: row.productName,
              productId: row.productId,
              company: row.companyName,
              companyId: row.companyId,
            })}
          </p>
          <FormSelect name="status" labelKey="adminProductTools.productStatus.status" options={options} />
          <FormTextarea name="reason" labelKey="adminProductTools.fields.reason" rows={3} />
        </div>
      )}
    </UrlFormDialog>
  );
}
