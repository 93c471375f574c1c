/**
 * Staff attribute management (/admin/attributes): an attribute's form (names in both languages, remote ID, type,
 * status) and a value's (names in both languages), and the detail the values dialog shows.
 */
import * as yup from 'yup';
import { CATALOG_STATUSES } from '../catalog/catalog.types';
import { ATTRIBUTE_TYPES, type Attribute } from '../catalog/taxonomy.types';
import type { AttributeRow } from './admin-attribute.query';

const NAME_MAX = 120;
const name = yup.string().trim().required('validation.fillOutField').max(NAME_MAX, 'validation.textTooLong');

export const attributeSchema = yup.object({
  name,
  nameTr: name,
  /** Optional: attributes made by staff before a remote system knows them have none. */
  remoteId: yup
    .string()
    .trim()
    .max(60, 'validation.textTooLong')
    .matches(/^[\w.-]*$/, 'validation.remoteIdCharacters')
    .default(''),
  type: yup.string().oneOf(ATTRIBUTE_TYPES, 'validation.fillOutField').required('validation.fillOutField'),
  status: yup.string().oneOf(CATALOG_STATUSES, 'validation.fillOutField').required('validation.fillOutField'),
});
export type AttributeBody = yup.InferType<typeof attributeSchema>;

export const attributeValueSchema = yup.object({ name, nameTr: name });
export type AttributeValueBody = yup.InferType<typeof attributeValueSchema>;

/** One attribute with its values and where it is used. */
export type AttributeDetail = AttributeRow & Pick<Attribute, 'values'>;
