/** Contract cases for Marketplace Sales and Marketplace Products: the same steps to the BFF and to Mirage. */
import { API } from '@contract/api/paths';
import { actAs, ADMIN, AYSE, get, OMAR, post, signIn, staffSignIn, type Step } from './contract-steps';

type ContractCase = readonly [name: string, steps: readonly Step[]];

const VALID = { enabled: true, rate: 19.5, shippingProvider: 'aramex', refundMethod: 'destroy', translateToEnglish: true };

const settings = () => get(API.marketplaceSales);
const save = (marketplace: string, body: unknown) => post(`${API.marketplaceSales}/${marketplace}`, body);
const mpProducts = (query = '') => get(`${API.mpProducts}${query ? `?${query}` : ''}`);

export const MARKETPLACE_SALES_CASES: readonly ContractCase[] = [
  ['marketplace sales refused to the signed out, a seller and staff not acting', [settings(), signIn(AYSE), settings(), save('noon-ae', VALID), staffSignIn(ADMIN), settings()]],
  ['marketplace sales: a Noon save changes every Noon channel; the refusals', [staffSignIn(ADMIN), actAs(1001), settings(), save('noon-ae', VALID), settings(),
    save('trendyol', { ...VALID, rate: 0 }), save('trendyol', { ...VALID, shippingProvider: null }), save('trendyol', { ...VALID, rate: 'abc', refundMethod: 'keep' }),
    save('nowhere', VALID), save('trendyol', {})]],
  ['marketplace sales: the marketplace without the global configuration', [staffSignIn(ADMIN), actAs(1002), settings(), save('hepsiburada', VALID), save('trendyol', VALID)]],
  ['marketplace products: tabs, filters, sorting and refusals', [signIn(OMAR), mpProducts('pageSize=5'), mpProducts('tab=salable&marketplace=noon-ae&sort=-price&pageSize=3'),
    mpProducts('sku=a&productId=1,2'), mpProducts('productId=abc'), mpProducts('sort=-lastSyncAt&page=2&pageSize=10'), mpProducts('tab=locked&sort=productId')]],
  ['marketplace products refused to the signed out and to staff', [mpProducts(), staffSignIn(ADMIN), mpProducts(), actAs(1003), mpProducts('pageSize=2')]],
];
