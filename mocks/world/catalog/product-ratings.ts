/** A product's ratings per marketplace (spec §2 Product edit, Ratings per marketplace), as the catalogue keeps them. */
import type { ProductRatingsAnswer } from '@contract/catalog/product.api';
import type { World } from '../world';
import { productInCatalog } from './product-detail';

export function productRatings(world: World, companyId: number, productId: number): ProductRatingsAnswer | undefined {
  const found = productInCatalog(world, companyId, productId);
  return found && { items: structuredClone(found.catalog.ratings[productId] ?? []) };
}
