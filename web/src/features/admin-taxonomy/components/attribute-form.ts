/** The attribute and value forms' values, and the contract bodies they stand for. */
import { attributeSchema, attributeValueSchema, type AttributeBody, type AttributeValueBody } from '@contract/admin-taxonomy/admin-attribute.api';
import type { AttributeRow } from '@contract/admin-taxonomy/admin-attribute.query';
import { fieldErrors } from '@contract/auth/auth.schemas';
import type { CatalogStatus } from '@contract/catalog/catalog.types';
import type { AttributeType, AttributeValue } from '@contract/catalog/taxonomy.types';

export interface AttributeFormValues {
  name: string;
  nameTr: string;
  remoteId: string;
  type: AttributeType;
  status: CatalogStatus;
}

export type EditedAttribute = Pick<AttributeRow, 'name' | 'remoteId' | 'type' | 'status'>;

export function attributeFormValues(attribute: EditedAttribute | null): AttributeFormValues {
  if (!attribute) return { name: '', nameTr: '', remoteId: '', type: 'list', status: 'active' };
  return { name: attribute.name.en, nameTr: attribute.name.tr, remoteId: attribute.remoteId ?? '', type: attribute.type, status: attribute.status };
}

export function attributeBody(values: AttributeFormValues): AttributeBody {
  return { name: values.name.trim(), nameTr: values.nameTr.trim(), remoteId: values.remoteId.trim(), type: values.type, status: values.status };
}

export const validateAttributeForm = (values: AttributeFormValues): Record<string, string> => fieldErrors(attributeSchema, attributeBody(values)) ?? {};

/** Activate or deactivate: the attribute as it is, with the other status. */
export function attributeStatusFlipped(attribute: EditedAttribute): AttributeBody {
  return attributeBody({ ...attributeFormValues(attribute), status: attribute.status === 'active' ? 'inactive' : 'active' });
}

export interface ValueFormValues {
  name: string;
  nameTr: string;
}

export const valueFormValues = (value: AttributeValue | null): ValueFormValues => ({ name: value?.name.en ?? '', nameTr: value?.name.tr ?? '' });
export const valueBody = (values: ValueFormValues): AttributeValueBody => ({ name: values.name.trim(), nameTr: values.nameTr.trim() });
export const validateValueForm = (values: ValueFormValues): Record<string, string> => fieldErrors(attributeValueSchema, valueBody(values)) ?? {};
