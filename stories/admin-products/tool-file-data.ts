/** Product Tools' two file panels in each state their stories show (price blocks, lock updates). */
import type { ToolFiles } from '@web/features/admin-products/components/ToolFilePanels';
import type { StaffImportState } from '@web/lib/staff-import/staff-import';
import { staffFileArgs } from '../support/staff-file-args';
import { staffUploadStates } from '../support/staff-upload-states';

export const PRICE_BLOCK_UPLOADS = staffUploadStates({
  method: 'priceBlocks',
  file: 'price-blocks',
  refusal: {
    message: 'SKU: Company 1022 has no live variant with the SKU DR-AVZ-99.',
    reason: { code: 'imports.reasons.toolSkuUnknown', column: 'SKU', params: { sku: 'DR-AVZ-99', companyId: 1022 } },
  },
  doneRows: 40,
});

export const LOCK_UPDATE_UPLOADS = staffUploadStates({
  method: 'lockUpdate',
  file: 'lock-updates',
  refusal: {
    message: 'Marketplace: "amazon" is not a marketplace code.',
    reason: {
      code: 'imports.reasons.marketplaceUnknown',
      column: 'Marketplace',
      params: { value: 'amazon', allowed: 'hepsiburada, noon-ae, noon-sa, noon-eg, trendyol' },
    },
  },
  doneRows: 12,
});

export const toolFiles = (priceBlock: StaffImportState = PRICE_BLOCK_UPLOADS.idle, lockUpdate: StaffImportState = LOCK_UPDATE_UPLOADS.idle): ToolFiles => ({
  priceBlock: staffFileArgs('price-block', priceBlock),
  lockUpdate: staffFileArgs('lock-update', lockUpdate),
});
