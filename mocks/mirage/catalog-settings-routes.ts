/** The BFF's Marketplace Sales and Marketplace Products API over the world's catalogue operations. */
import { API } from '@contract/api/paths';
import { settingRefusalCode, type MarketplaceSettingsAnswer } from '@contract/catalog/marketplace-settings.api';
import { marketplaceSettingSchema } from '@contract/catalog/marketplace-settings';
import { MP_PRODUCT_TABS, mpProductFilterProblems, parseMpProductQuery, type MpProductListAnswer } from '@contract/catalog/mp-product.query';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { zeroCounts } from '@contract/lists/list-query';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { marketplaceSettingsOf, saveMarketplaceSetting } from '@mocks/world/catalog/marketplace-settings-operations';
import { listMpProducts } from '@mocks/world/catalog/mp-product-list';
import type { MockRoute } from './mock-route';
import { bodyOf, failure, json } from './respond';
import { isResponse, rawQueryOf, sellerScope } from './seller-scope';

const route = (method: MockRoute['method'], path: string, handle: MockRoute['handle']): MockRoute =>
  ({ method, path, handle, errorsScenario: 'downstreamUnavailable' });

export const CATALOG_SETTINGS_ROUTES: readonly MockRoute[] = [
  route('get', API.marketplaceSales, (_request, context) => {
    const scope = sellerScope(context, 'marketplaceSales.manage');
    if (isResponse(scope)) return scope;
    const answer = marketplaceSettingsOf(context.world, scope.companyId);
    if (!answer) return failure('notFound');
    return json(200, context.scenario === 'empty' ? { marketplaces: answer.marketplaces, settings: [] } satisfies MarketplaceSettingsAnswer : answer);
  }),
  route('post', `${API.marketplaceSales}/:marketplace`, (request, context) => {
    const scope = sellerScope(context, 'marketplaceSales.manage');
    if (isResponse(scope)) return scope;
    if (!MARKETPLACE_CODES.includes(request.params.marketplace as never)) return failure('notFound');
    // Like the BFF: the body is checked before the marketplace service is asked.
    const body = bodyOf(request);
    const fields = fieldErrors(marketplaceSettingSchema, body);
    if (fields) return failure(settingRefusalCode(fields), fields);
    const result = saveMarketplaceSetting(context.world, scope.companyId, request.params.marketplace!, body, context.now());
    if (result === undefined) return failure('notFound');
    return 'error' in result ? failure(result.error) : json(200, result);
  }),
  route('get', API.mpProducts, (request, context) => {
    const scope = sellerScope(context, 'catalog.products');
    if (isResponse(scope)) return scope;
    const query = parseMpProductQuery(rawQueryOf(request));
    const problems = mpProductFilterProblems(query);
    if (problems) return failure('validation', problems);
    if (context.scenario === 'empty') {
      return json(200, { items: [], total: 0, page: query.page, pageSize: query.pageSize, tabCounts: zeroCounts(MP_PRODUCT_TABS) } satisfies MpProductListAnswer);
    }
    return json(200, listMpProducts(context.world, scope.companyId, query, context.now()));
  }),
];
