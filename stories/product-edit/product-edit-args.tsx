/** Product edit's props for one sample product, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { fn } from 'storybook/test';
import { pathOf } from '@contract/routes';
import type { ProductDialog } from '@web/features/product-edit/components/VariantDialogs';
import { ProductEditPage, type ProductEditPageProps } from '@web/features/product-edit/pages/ProductEditPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyDetail } from '../support/order-data';
import { logsOf, PRODUCTS, ratingsOf, type ProductSample } from './product-edit-data';

export function productArgs(sample: ProductSample, overrides: Partial<ProductEditPageProps> = {}): ProductEditPageProps {
  const detail = PRODUCTS[sample];
  return {
    state: readyDetail(detail, detail.product.id),
    logs: readyDetail(logsOf(sample), detail.product.id),
    ratings: readyDetail(ratingsOf(sample), detail.product.id),
    dialogVariantId: null,
    listHref: pathOf('allProducts'),
    commandOf: commandIn(),
    onCommand: fn(),
    onOpenDialog: fn(),
    onRetry: fn(),
    onLoadLogs: fn(),
    onLoadRatings: fn(),
    ...overrides,
  };
}

/** The page as its view gives it: the buttons open their dialog through the URL (and the spy still hears them), whose `variantId` it reads. */
export function ProductEditWithUrl(props: ProductEditPageProps) {
  const [, open] = useUrlDialog<ProductDialog>('action', ['variantId']);
  const [params] = useSearchParams();
  const { onOpenDialog } = props;
  const variantId = Number(params.get('variantId'));
  const openDialog = useCallback(
    (name: ProductDialog, extra?: Record<string, string>) => {
      onOpenDialog(name, extra);
      open(name, extra);
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <ProductEditPage {...props} dialogVariantId={variantId > 0 ? variantId : props.dialogVariantId} onOpenDialog={openDialog} />
    </Padded>
  );
}
