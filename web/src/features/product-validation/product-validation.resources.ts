import { createListResource } from '@web/lib/resources/list-resource';
import { fetchProductValidation } from './product-validation.api';

/** The company's products that fail validation, a page at a time. */
export const productValidationList = createListResource('productValidationList', fetchProductValidation);
