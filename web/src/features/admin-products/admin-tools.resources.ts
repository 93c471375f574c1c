/**
 * The search (a list) and the changes to one variant, as the commands of one record: the row last changed (nothing is
 * loaded for it; each command answers the row as it stands after the change). The list is asked again after each.
 */
import type { LockBody, PriceBlockBody, ProductStatusBody, ProductToolRow, UnlockBody, VariantStatusBody } from '@contract/admin-products/admin-tools';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import {
  blockVariantPrice,
  lockVariant,
  searchProductTools,
  setProductStatus,
  setVariantStatus,
  unblockVariantPrice,
  unlockVariant,
  type ProductRef,
  type VariantRef,
} from './admin-tools.api';

export const productToolsList = createListResource('adminProductToolsList', searchProductTools);

export const TOOLS_RECORD_ID = 0;
const nothingToLoad = (): Promise<ProductToolRow | null> => Promise.resolve(null);

export const productToolChanges = createDetailResource('adminProductToolChanges', nothingToLoad, {
  setStatus: command((_id, { ref, body }: { ref: VariantRef; body: VariantStatusBody }) => setVariantStatus(ref, body), 'adminProductTools.status.done'),
  lock: command((_id, { ref, body }: { ref: VariantRef; body: LockBody }) => lockVariant(ref, body), 'adminProductTools.lock.done'),
  unlock: command((_id, { ref, body }: { ref: VariantRef; body: UnlockBody }) => unlockVariant(ref, body), 'adminProductTools.unlock.done'),
  blockPrice: command((_id, { ref, body }: { ref: VariantRef; body: PriceBlockBody }) => blockVariantPrice(ref, body), 'adminProductTools.blockPrice.done'),
  unblockPrice: command((_id, ref: VariantRef) => unblockVariantPrice(ref), 'adminProductTools.unblockPrice.done'),
  /** The whole product: its answer is no row, so the record stays empty and the search shows every variant changed. */
  setProductStatus: command(async (_id, { ref, body }: { ref: ProductRef; body: ProductStatusBody }) => {
    await setProductStatus(ref, body);
    return null;
  }, 'adminProductTools.productStatus.done'),
});

export type ToolCommand = CommandName<typeof productToolChanges>;
export type OnToolCommand = OnCommand<typeof productToolChanges>;
