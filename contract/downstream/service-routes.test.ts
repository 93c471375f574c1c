import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from '../api/route-def';
import type { Counts } from '../api/session';
import { SERVICE_PAGE_SIZE_MAX } from '../lists/list-query';
import type { OrderListQuery } from '../orders/order.query';
import { CATALOG_IMPORT_ROUTES } from './catalog-imports.routes';
import { productLookupQuery } from '../catalog/product.routes';
import { CATALOG_SETTING_ROUTES } from './catalog-settings.routes';
import { CATALOG_VARIANT_ROUTES } from './catalog-variants.routes';
import { categoryDeleteQuery, marketplaceCategoryServiceQuery } from './catalog-taxonomy.routes';
import { SERVICES, type ServiceName } from './common';
import type { IdentityUser } from './identity';
import { companyListQuery, IDENTITY_ROUTES, verifyCredentialsSchema } from './identity.routes';
import { orderCancelSchema, type InvoiceUploadBody, type MarketplaceCode, type OrderCancelBody } from './marketplace';
import type { QuickEditBody } from '../catalog/variant.api';
import { MARKETPLACE_ROUTES } from './marketplace.routes';
import { fieldErrors } from '../auth/auth.schemas';
import { TAG_SERVICE_ROUTES } from '../admin-tags/tag.service-routes';
import type { AuditEntryInput } from '../audit/audit.types';
import type { StockPriceRow } from '../imports/stock-price.rules';
import type { TagAssignRow } from '../imports/tag-assign.rules';
import { AUDIT_SERVICE_ROUTES } from './audit.routes';
import type { ImportRowsBody } from './catalog-imports';
import { CATALOG_PRODUCT_ROUTES } from './catalog-products.routes';
import { CLAIM_SERVICE_ROUTES } from './claims.routes';
import { COMPANY_SERVICE_ROUTES } from './company.routes';
import { QUESTION_SERVICE_ROUTES } from './questions.routes';
import { describedServiceRoutes, SERVICE_TABLES } from './service-table';

const TABLES = SERVICE_TABLES;
const EVERY_ROUTE = describedServiceRoutes();

describe('downstream route tables', () => {
  it('name a known service for every route, one service per table', () => {
    expect(EVERY_ROUTE.length).toBeGreaterThan(60);
    for (const routes of Object.values(TABLES)) {
      const services = new Set(Object.values(routes as Record<string, { service: ServiceName }>).map((def) => def.service));
      expect(services.size).toBe(1);
      expect(SERVICES).toContain([...services][0]);
    }
  });

  it('hold each service path once, under /v1, with a reader for every path param', () => {
    const seen = new Set<string>();
    for (const { name, def } of EVERY_ROUTE) {
      const key = `${def.service} ${def.method} ${def.path}`;
      expect(seen.has(key), `${name} repeats ${key}`).toBe(false);
      seen.add(key);
      expect(def.path, name).toMatch(/^\/v1\//);
      expect(Object.keys(def.params).sort(), name).toEqual([...def.path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort());
    }
  });

  it('leave the JWT check to the services; only the sandbox outbox needs none', () => {
    const open = EVERY_ROUTE.filter(({ def }) => def.policy.kind !== 'token').map(({ name }) => name);
    expect(open).toEqual(['IDENTITY_ROUTES.outbox']);
  });

  it('put company data under the company in the path', () => {
    // The marketplaces and the group's help content (the FAQ) belong to no company; the audit trail and the staff
    // tools under /v1/admin/ (admin tokens only) span them all.
    const companyFree = (path: string) => path === '/v1/marketplaces' || path.startsWith('/v1/help/') || path.startsWith('/v1/admin/');
    const staffWide = (service: string) => service === 'identity' || service === 'audit';
    for (const { name, def } of EVERY_ROUTE.filter(({ def }) => !staffWide(def.service) && !companyFree(def.path))) {
      expect(def.path, name).toMatch(/^\/v1\/companies\/:companyId\//);
    }
  });

  it('type params, body, query and answer from the description', () => {
    expectTypeOf<ParamsOf<typeof MARKETPLACE_ROUTES.cancelOrder>>().toEqualTypeOf<{ companyId: number; orderId: number }>();
    expectTypeOf<BodyOf<typeof MARKETPLACE_ROUTES.cancelOrder>>().toEqualTypeOf<OrderCancelBody>();
    expectTypeOf<QueryOf<typeof MARKETPLACE_ROUTES.listOrders>>().toEqualTypeOf<OrderListQuery>();
    expectTypeOf<AnswerOf<typeof MARKETPLACE_ROUTES.counts>>().toEqualTypeOf<Counts>();
    expectTypeOf<ParamsOf<typeof IDENTITY_ROUTES.getUser>>().toEqualTypeOf<{ userId: string }>();
    expectTypeOf<AnswerOf<typeof IDENTITY_ROUTES.getUser>>().toEqualTypeOf<{ user: IdentityUser }>();
    expectTypeOf<ParamsOf<typeof CATALOG_SETTING_ROUTES.saveSetting>>().toEqualTypeOf<{ companyId: number; marketplace: MarketplaceCode }>();
    expectTypeOf<typeof MARKETPLACE_ROUTES.deleteOrder.service>().toEqualTypeOf<'marketplace'>();
  });
});

describe('downstream queries and bodies', () => {
  it('let service list calls page through up to SERVICE_PAGE_SIZE_MAX rows, and write the query back', () => {
    const query = MARKETPLACE_ROUTES.listOrders.query!.parse({ pageSize: String(SERVICE_PAGE_SIZE_MAX), tab: 'all', sort: 'grandTotal' });
    expect(query.pageSize).toBe(SERVICE_PAGE_SIZE_MAX);
    expect(MARKETPLACE_ROUTES.listOrders.query!.toRaw(query)).toMatchObject({ pageSize: String(SERVICE_PAGE_SIZE_MAX), tab: 'all', sort: 'grandTotal' });
    expect(MARKETPLACE_ROUTES.listOrders.query!.parse({ pageSize: String(SERVICE_PAGE_SIZE_MAX + 1) }).pageSize).not.toBe(SERVICE_PAGE_SIZE_MAX + 1);
  });

  it('read what a service cannot answer as a problem of the query', () => {
    const picker = marketplaceCategoryServiceQuery;
    expect(picker.problems!(picker.parse({ q: 'shirt' }))).toEqual({ marketplace: 'validation.fillOutField' });
    expect(picker.problems!(picker.parse({ marketplace: 'noon-ae' }))).toBeNull();
    expect(picker.toRaw(picker.parse({ marketplace: 'noon-ae', q: 'shirt' }))).toMatchObject({ marketplace: 'noon-ae', q: 'shirt' });
    const templates = CATALOG_IMPORT_ROUTES.templateCategories.query!;
    expect(templates.problems!(templates.parse({ marketplace: 'mars' }))).not.toBeNull();
    expect(templates.problems!(templates.parse({ search: 'shirt' }))).toBeNull();
    expect(productLookupQuery.problems!(productLookupQuery.parse({ ids: '1,x' }))).toEqual({ ids: 'validation.productIdList' });
    expect(productLookupQuery.toRaw(productLookupQuery.parse({ ids: '3,1' }))).toEqual({ ids: '3,1' });
  });

  it('round-trip the small queries', () => {
    expect(companyListQuery.parse({ q: 'çay', limit: '10', offset: '0' })).toEqual({ q: 'çay', limit: 10, offset: 0 });
    expect(companyListQuery.parse({ limit: '-1', offset: 'x' })).toEqual({ q: undefined, limit: undefined, offset: undefined });
    expect(companyListQuery.toRaw({ limit: 10, offset: 0 })).toEqual({ limit: '10', offset: '0' });
    expect(categoryDeleteQuery.parse({ deleteAnyway: 'true' })).toEqual({ deleteAnyway: true });
    expect(categoryDeleteQuery.toRaw({ deleteAnyway: false })).toEqual({});
  });

  it('check each converted body with a real schema: an empty object is refused field by field', () => {
    const converted = {
      verifyCredentials: IDENTITY_ROUTES.verifyCredentials.body,
      requestReset: IDENTITY_ROUTES.requestReset.body,
      completeReset: IDENTITY_ROUTES.completeReset.body,
      cancelOrder: MARKETPLACE_ROUTES.cancelOrder.body,
      uploadInvoice: MARKETPLACE_ROUTES.uploadInvoice.body,
      saveSetting: CATALOG_SETTING_ROUTES.saveSetting.body,
      quickEdit: CATALOG_VARIANT_ROUTES.quickEdit.body,
      uploadImage: CATALOG_PRODUCT_ROUTES.uploadImage.body,
      reply: QUESTION_SERVICE_ROUTES.reply.body,
      rejectClaim: CLAIM_SERVICE_ROUTES.reject.body,
      saveAddresses: COMPANY_SERVICE_ROUTES.saveAddresses.body,
      saveBank: COMPANY_SERVICE_ROUTES.saveBank.body,
      uploadLogo: COMPANY_SERVICE_ROUTES.uploadLogo.body,
      importLookup: CATALOG_IMPORT_ROUTES.lookup.body,
      stockPrice: CATALOG_IMPORT_ROUTES.stockPrice.body,
      productVariants: CATALOG_IMPORT_ROUTES.productVariants.body,
      tagRows: TAG_SERVICE_ROUTES.assignRows.body,
      auditAppend: AUDIT_SERVICE_ROUTES.append.body,
    };
    for (const [name, schema] of Object.entries(converted)) expect(schema?.isValidSync({}), name).toBe(false);
    expect(fieldErrors(verifyCredentialsSchema, { email: 'a@b.test', password: 'x', realm: 'root' })).toEqual({ realm: 'validation.required' });
    expect(fieldErrors(orderCancelSchema, { itemIds: [1], reason: 'outOfStock', userType: 'seller', canceledBy: 'Ayşe' })).toBeNull();
    expectTypeOf<BodyOf<typeof MARKETPLACE_ROUTES.uploadInvoice>>().toEqualTypeOf<InvoiceUploadBody>();
    expectTypeOf<BodyOf<typeof CATALOG_VARIANT_ROUTES.quickEdit>>().toEqualTypeOf<QuickEditBody>();
    expectTypeOf<BodyOf<typeof IDENTITY_ROUTES.completeReset>>().toEqualTypeOf<{ password: string }>();
    expectTypeOf<BodyOf<typeof CATALOG_IMPORT_ROUTES.stockPrice>>().toMatchTypeOf<ImportRowsBody<StockPriceRow>>();
    expectTypeOf<ImportRowsBody<StockPriceRow>>().toMatchTypeOf<BodyOf<typeof CATALOG_IMPORT_ROUTES.stockPrice>>();
    expectTypeOf<ImportRowsBody<TagAssignRow>>().toMatchTypeOf<BodyOf<typeof TAG_SERVICE_ROUTES.assignRows>>();
    expectTypeOf<BodyOf<typeof AUDIT_SERVICE_ROUTES.append>>().toEqualTypeOf<AuditEntryInput>();
  });
});
