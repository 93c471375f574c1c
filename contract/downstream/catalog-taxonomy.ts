/**
 * Marketplace service: brands, the seller-panel category tree, crossings to each marketplace's own tree, restricted
 * categories, old attributes and mapping health. Paths under /v1/companies/:companyId (JWT scoped to that company,
 * like contract/downstream/marketplace.ts). The tree and the marketplace trees are shared by every company; the path's
 * company decides what is restricted, which brands are seen and whose products mapping health counts.
 *
 * Refusals: a bad body 400 `{ error: 'validation', fields }`; a category or attribute not found 404
 * `{ error: 'categoryNotFound' | 'attributeNotFound' }`; business refusals `{ error: <ErrorCode>, fields? }` with the
 * contract's status (categoryTreeInvalid 400, remoteIdRequired 400, categoryHasChildren 409, brandNameInUse 409).
 * Category management and crossing are staff work: a token without `act` whose role is not admin or service gets 403.
 * List queries take the same keys as the BFF (contract/catalog/*.query.ts, taxonomy-lists.query.ts).
 */
import type { BrandAnswer, BrandBody, BrandListAnswer } from '../catalog/brand.api';
import type { CategoryBody, CategoryDetailAnswer, CategoryTreeAnswer } from '../catalog/category.api';
import type { CategoryListAnswer } from '../catalog/category.query';
import type { CategoryCrossAnswer, CrossAttributeBody, CrossCategoryBody, CrossValueBody, MarketplaceCategoryListAnswer } from '../catalog/crossing.api';
import type { MappingHealthAnswer } from '../catalog/mapping-health';
import type { OldAttributeListAnswer, RestrictedCategoryListAnswer } from '../catalog/taxonomy-lists.query';

export interface CatalogTaxonomyApi {
  /** GET /brands */
  listBrands: { answer: BrandListAnswer };
  /** GET /brands/:brandId */
  getBrand: { answer: BrandAnswer };
  /** POST /brands — 201; 409 brandNameInUse. */
  addBrand: { body: BrandBody; answer: BrandAnswer };
  /** PUT /brands/:brandId */
  editBrand: { body: BrandBody; answer: BrandAnswer };
  /** GET /categories */
  listCategories: { answer: CategoryListAnswer };
  /** GET /categories/tree */
  categoryTree: { answer: CategoryTreeAnswer };
  /** GET /categories/:categoryId */
  getCategory: { answer: CategoryDetailAnswer };
  /** POST /categories — 201 (staff). */
  addCategory: { body: CategoryBody; answer: CategoryDetailAnswer };
  /** PUT /categories/:categoryId (staff). */
  editCategory: { body: CategoryBody; answer: CategoryDetailAnswer };
  /** DELETE /categories/:categoryId?deleteAnyway=true — 204; without deleteAnyway a parent is refused 409 categoryHasChildren (staff). */
  deleteCategory: { answer: null };
  /** GET /categories/:categoryId/cross — every marketplace's crossing of the category. */
  categoryCross: { answer: CategoryCrossAnswer };
  /** PUT /categories/:categoryId/crossings/:marketplace (staff). */
  crossCategory: { body: CrossCategoryBody; answer: CategoryCrossAnswer };
  /** DELETE /categories/:categoryId/crossings/:marketplace (staff). */
  uncrossCategory: { answer: CategoryCrossAnswer };
  /** PUT /categories/:categoryId/crossings/:marketplace/attributes/:attributeId (staff). */
  crossAttribute: { body: CrossAttributeBody; answer: CategoryCrossAnswer };
  /** DELETE /categories/:categoryId/crossings/:marketplace/attributes/:attributeId (staff). */
  uncrossAttribute: { answer: CategoryCrossAnswer };
  /** PUT /categories/:categoryId/crossings/:marketplace/attributes/:attributeId/values/:valueId (staff). */
  crossValue: { body: CrossValueBody; answer: CategoryCrossAnswer };
  /** DELETE /categories/:categoryId/crossings/:marketplace/attributes/:attributeId/values/:valueId (staff). */
  uncrossValue: { answer: CategoryCrossAnswer };
  /** GET /marketplace-categories?marketplace=&q= */
  marketplaceCategories: { answer: MarketplaceCategoryListAnswer };
  /** GET /restricted-categories */
  restrictedCategories: { answer: RestrictedCategoryListAnswer };
  /** GET /old-attributes */
  oldAttributes: { answer: OldAttributeListAnswer };
  /** GET /mapping-health */
  mappingHealth: { answer: MappingHealthAnswer };
}
