/**
 * /admin/attributes' state: the list, and the attribute a dialog acts on with its commands (id 0 for a new one);
 * each command answers the attribute as it stands afterwards (its values among it).
 */
import type { AttributeBody, AttributeDetail, AttributeValueBody } from '@contract/admin-taxonomy/admin-attribute.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { addAdminAttribute, addAttributeValue, editAdminAttribute, editAttributeValue, fetchAdminAttribute, fetchAdminAttributes } from './admin-taxonomy.api';

export interface ValueEdit {
  valueId: number;
  body: AttributeValueBody;
}

export const adminAttributesList = createListResource('adminAttributesList', fetchAdminAttributes);

export const adminAttributeDetail = createDetailResource('adminAttributeDetail', (id): Promise<AttributeDetail> => fetchAdminAttribute(id), {
  add: command((_id, body: AttributeBody) => addAdminAttribute(body), 'adminTaxonomy.attributes.added'),
  edit: command((id, body: AttributeBody) => editAdminAttribute(id, body), 'adminTaxonomy.attributes.saved'),
  /** Activate or deactivate from a row: the attribute's own form with the other status. */
  status: command((id, body: AttributeBody) => editAdminAttribute(id, body), 'adminTaxonomy.attributes.statusChanged'),
  addValue: command((id, body: AttributeValueBody) => addAttributeValue(id, body), 'adminTaxonomy.values.added'),
  editValue: command((id, { valueId, body }: ValueEdit) => editAttributeValue(id, valueId, body), 'adminTaxonomy.values.saved'),
});

export type AttributeCommand = CommandName<typeof adminAttributeDetail>;
export type OnAttributeCommand = OnCommand<typeof adminAttributeDetail>;
