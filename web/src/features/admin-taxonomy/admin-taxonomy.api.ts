/** The staff taxonomy API of the BFF (contract/admin-taxonomy/admin-category.routes.ts, admin-attribute.routes.ts). */
import type { AttributeBody, AttributeValueBody } from '@contract/admin-taxonomy/admin-attribute.api';
import type { AttributeListQuery } from '@contract/admin-taxonomy/admin-attribute.query';
import { ADMIN_ATTRIBUTE_ROUTES as ATTRIBUTES } from '@contract/admin-taxonomy/admin-attribute.routes';
import type { AdminCategoryDeleteOptions, CategoryBlockBody } from '@contract/admin-taxonomy/admin-category.api';
import type { AdminCategoryListQuery } from '@contract/admin-taxonomy/admin-category.query';
import { ADMIN_CATEGORY_ROUTES as ROUTES } from '@contract/admin-taxonomy/admin-category.routes';
import type { CategoryBody } from '@contract/catalog/category.api';
import { apiCall } from '@web/lib/api-call';

export const fetchAdminCategories = (query: AdminCategoryListQuery) => apiCall(ROUTES.list, { query });
export const fetchAdminCategoryTree = () => apiCall(ROUTES.tree);
export const addAdminCategory = (body: CategoryBody) => apiCall(ROUTES.add, { body });
export const editAdminCategory = (id: number, body: CategoryBody) => apiCall(ROUTES.edit, { params: { id }, body });
export const deleteAdminCategory = (id: number, query: AdminCategoryDeleteOptions) => apiCall(ROUTES.delete, { params: { id }, query });
export const blockAdminCategory = (id: number, companyId: number, body: CategoryBlockBody) => apiCall(ROUTES.block, { params: { id, companyId }, body });
export const unblockAdminCategory = (id: number, companyId: number) => apiCall(ROUTES.unblock, { params: { id, companyId } });

export const fetchAdminAttributes = (query: AttributeListQuery) => apiCall(ATTRIBUTES.list, { query });
export const fetchAdminAttribute = (id: number) => apiCall(ATTRIBUTES.detail, { params: { id } });
export const addAdminAttribute = (body: AttributeBody) => apiCall(ATTRIBUTES.add, { body });
export const editAdminAttribute = (id: number, body: AttributeBody) => apiCall(ATTRIBUTES.edit, { params: { id }, body });
export const addAttributeValue = (id: number, body: AttributeValueBody) => apiCall(ATTRIBUTES.addValue, { params: { id }, body });
export const editAttributeValue = (id: number, valueId: number, body: AttributeValueBody) => apiCall(ATTRIBUTES.editValue, { params: { id, valueId }, body });
