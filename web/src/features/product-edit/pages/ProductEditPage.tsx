import { useTranslation } from 'react-i18next';
import type { ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import { useNameOf } from '@web/lib/localized-name';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { productTabs } from '../components/product-tabs';
import { VariantDialogs } from '../components/VariantDialogs';
import type { ProductDialog } from '../components/VariantDialogs';
import type { OnProductEditCommand, ProductEditCommand } from '../product-edit.resources';

export interface ProductEditPageProps {
  state: DetailState<ProductEditAnswer>;
  logs: DetailState<ProductLogsAnswer>;
  ratings: DetailState<ProductRatingsAnswer>;
  /** The variant a dialog was opened for (`?variantId=`). */
  dialogVariantId: number | null;
  listHref: string;
  commandOf: (name: ProductEditCommand) => CommandView;
  onCommand: OnProductEditCommand;
  onOpenDialog: (name: ProductDialog, extra?: Record<string, string>) => void;
  onRetry: () => void;
  onLoadLogs: () => void;
  onLoadRatings: () => void;
}

/** Product edit: the product's header, seven tabs, and the variant dialogs. */
export function ProductEditPage(props: ProductEditPageProps) {
  const { state, logs, ratings, dialogVariantId, listHref, commandOf, onCommand, onOpenDialog, onRetry, onLoadLogs, onLoadRatings } = props;
  const { t } = useTranslation();
  const nameOf = useNameOf();
  const detail = state.data;
  const product = detail?.product;
  return (
    <DetailScreen
      status={detailStatusOf(state)}
      errorKey="productEdit.loadError"
      onRetry={onRetry}
      titleKey="productEdit.title"
      titleValues={{ id: product?.id ?? '' }}
      subtitle={
        product
          ? `${product.name} · ${product.spu} · ${product.brandName} · ${nameOf(product.categoryName)} · ${t('productEdit.variants.count', { count: detail.variants.length })}`
          : undefined
      }
      badges={product ? [{ id: 'status', labelKey: `productEdit.status.${product.status}`, color: product.status === 'active' ? 'success' : 'secondary' }] : []}
      actions={detail ? [{ id: 'addVariant', labelKey: 'productEdit.variants.add', variant: 'outline', onClick: () => onOpenDialog('addVariant') }] : []}
      backTo={listHref}
      tabs={detail ? productTabs({ detail, logs, ratings, commandOf, onCommand, onOpenDialog, onLoadLogs, onLoadRatings }) : []}
    >
      {detail ? <VariantDialogs detail={detail} variantId={dialogVariantId} commandOf={commandOf} onCommand={onCommand} /> : null}
    </DetailScreen>
  );
}
