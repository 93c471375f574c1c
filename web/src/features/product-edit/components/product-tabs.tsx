/** The seven tabs of Product edit (spec §2), in the spec's order; `?tab=<id>` in the URL picks one. */
import type { ProductBasicInput } from '@contract/catalog/catalog.schemas';
import type { ProductEditAnswer, ProductLogsAnswer, ProductRatingsAnswer } from '@contract/catalog/product.api';
import type { DetailTab } from '@web/components/detail/DetailScreen';
import type { CommandView } from '@web/lib/resources/command-view';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ImageChange, ImageUpload, TranslationsInput } from '../product-edit.api';
import type { OnProductEditCommand, ProductEditCommand } from '../product-edit.resources';
import type { ProductDialog } from './VariantDialogs';
import { BasicTab } from './BasicTab';
import { ImagesTab } from './ImagesTab';
import { LogsPanel, RatingsPanel } from './LazyPanels';
import { MarketplaceSalesTab } from './MarketplaceSalesTab';
import { TranslationsTab } from './TranslationsTab';
import { VariantsTab } from './VariantsTab';

export const PRODUCT_TABS = ['basic', 'variants', 'images', 'translations', 'marketplaceSales', 'logs', 'ratings'] as const;

export interface ProductTabsOptions {
  detail: ProductEditAnswer;
  logs: DetailState<ProductLogsAnswer>;
  ratings: DetailState<ProductRatingsAnswer>;
  commandOf: (name: ProductEditCommand) => CommandView;
  onCommand: OnProductEditCommand;
  onOpenDialog: (name: ProductDialog, extra?: Record<string, string>) => void;
  onLoadLogs: () => void;
  onLoadRatings: () => void;
}

export function productTabs(options: ProductTabsOptions): DetailTab[] {
  const { detail, logs, ratings, commandOf, onCommand, onOpenDialog, onLoadLogs, onLoadRatings } = options;
  const label = (id: string) => `productEdit.tabs.${id}`;
  return [
    {
      id: 'basic',
      labelKey: label('basic'),
      render: () => <BasicTab detail={detail} command={commandOf('updateBasic')} onSave={(input: ProductBasicInput) => onCommand('updateBasic', input)} />,
    },
    { id: 'variants', labelKey: label('variants'), count: detail.variants.length, render: () => <VariantsTab detail={detail} onOpenDialog={onOpenDialog} /> },
    {
      id: 'images',
      labelKey: label('images'),
      render: () => (
        <ImagesTab
          detail={detail}
          upload={commandOf('uploadImage')}
          change={commandOf('changeImage')}
          onUpload={(input: ImageUpload) => onCommand('uploadImage', input)}
          onChange={(input: ImageChange) => onCommand('changeImage', input)}
        />
      ),
    },
    {
      id: 'translations',
      labelKey: label('translations'),
      render: () => (
        <TranslationsTab
          detail={detail}
          command={commandOf('updateTranslations')}
          onSave={(input: TranslationsInput) => onCommand('updateTranslations', input)}
        />
      ),
    },
    { id: 'marketplaceSales', labelKey: label('marketplaceSales'), render: () => <MarketplaceSalesTab detail={detail} /> },
    { id: 'logs', labelKey: label('logs'), render: () => <LogsPanel logs={logs} onLoad={onLoadLogs} /> },
    { id: 'ratings', labelKey: label('ratings'), render: () => <RatingsPanel ratings={ratings} onLoad={onLoadRatings} /> },
  ];
}
