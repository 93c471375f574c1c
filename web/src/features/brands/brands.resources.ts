/** The brands list, and one brand with its commands (add answers the new brand; the view then opens it). */
import type { BrandAnswer, BrandBody } from '@contract/catalog/brand.api';
import { createDetailResource } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { addBrand, editBrand, fetchBrand, fetchBrands } from './brands.api';

export const brandsList = createListResource('brandsList', fetchBrands);

/** `add` runs with id 0: there is no brand yet. */
export const brandDetail = createDetailResource<'brandDetail', BrandAnswer>('brandDetail', fetchBrand, {
  add: { run: (_id, input) => addBrand(input as BrandBody), success: 'brands.form.added' },
  save: { run: (id, input) => editBrand(id, input as BrandBody), success: 'brands.form.saved' },
});
