/** Tests' and stories' duplicate: a brand written another way (Turkish capitals, a dot) in the same company, carrying some products. */
import type { Brand } from '@contract/catalog/taxonomy.types';
import type { World } from '../world';
import { catalogOf } from './catalog-access';

export function addDuplicateBrand(world: World, companyId: number, productsMoved = 2): { original: Brand; duplicate: Brand } {
  const catalog = catalogOf(world, companyId)!;
  const original = catalog.brands.find((brand) => catalog.products.filter((product) => product.brandId === brand.id).length > productsMoved)!;
  const duplicate: Brand = { ...original, id: catalog.nextBrandId, name: `${original.name.toLocaleUpperCase('tr')}.`, crossings: [] };
  catalog.nextBrandId += 1;
  catalog.brands.push(duplicate);
  for (const product of catalog.products.filter((candidate) => candidate.brandId === original.id).slice(0, productsMoved)) product.brandId = duplicate.id;
  return { original, duplicate };
}
