/** The brands list, and one brand with its commands (add answers the new brand; the view then opens it). */
import type { BrandAnswer, BrandBody } from '@contract/catalog/brand.api';
import { command, createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { addBrand, editBrand, fetchBrand, fetchBrands } from './brands.api';

export const brandsList = createListResource('brandsList', fetchBrands);

/** `add` runs with id 0: there is no brand yet. */
export const brandDetail = createDetailResource('brandDetail', (id): Promise<BrandAnswer> => fetchBrand(id), {
  add: command((_id, body: BrandBody) => addBrand(body), 'brands.form.added'),
  save: command((id, body: BrandBody) => editBrand(id, body), 'brands.form.saved'),
});
