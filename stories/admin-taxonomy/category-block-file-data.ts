/** The category-block file panel in each state its stories show. */
import { staffUploadStates } from '../support/staff-upload-states';

export const CATEGORY_BLOCK_UPLOADS = staffUploadStates({
  method: 'categoryBlocks',
  file: 'category-blocks',
  refusal: {
    message: 'Company 1001 is not blocked from category 104, so there is no block to lift.',
    reason: { code: 'imports.reasons.categoryNotBlocked', column: 'Action', params: { companyId: 1001, categoryId: 104 } },
  },
  doneRows: 25,
});
