/** Contract cases for the Excel imports' settings, refused rows, template categories and state switch. */
import { API } from '@contract/api/paths';
import { BANNED_IMPORT_COMPANY_ID, SUSPENDED_IMPORT_COMPANY_ID } from '@mocks/world/imports/import-book';
import { actAs, ADMIN, AYSE, get, OMAR, post, request, signIn, staffSignIn, type Step } from './contract-steps';

type ContractCase = readonly [name: string, steps: readonly Step[]];

/** T-shirts' crossing on Hepsiburada in the seeded taxonomy (category 104). */
const HEPSIBURADA_TSHIRTS = '60001768';

const withQuery = (path: string, query: string) => `${path}${query ? `?${query}` : ''}`;
const settings = () => get(`${API.imports}/settings`);
const importErrors = (query = '') => get(withQuery(`${API.imports}/errors`, query));
const templateCategories = (query = '') => get(withQuery(`${API.imports}/template-categories`, query));
const setState = (state: unknown) => request('PUT', `${API.imports}/state`, { state });

export const IMPORT_CASES: readonly ContractCase[] = [
  ['imports: settings per role and import state', [settings(), signIn(AYSE), settings(), signIn(OMAR), settings(), staffSignIn(ADMIN), settings(),
    actAs(SUSPENDED_IMPORT_COMPANY_ID), settings(), staffSignIn(ADMIN), actAs(BANNED_IMPORT_COMPANY_ID), settings()]],
  ['imports: refused rows of no import yet, odd queries', [importErrors('kind=stockPrice'), signIn(AYSE), importErrors('kind=stockPrice'),
    importErrors('kind=bogus&page=-1&pageSize=500'), importErrors('kind=fulfillmentDay&transactionId=no-such&sku=%20x%20'), importErrors('transactionId=bad%20id')]],
  ['imports: template categories by a marketplace category', [templateCategories(`search=${HEPSIBURADA_TSHIRTS}`), signIn(AYSE),
    templateCategories(`search=${HEPSIBURADA_TSHIRTS}`), templateCategories('search=ti%C5%9F%C3%B6rt&marketplace=hepsiburada'), templateCategories('search=ti'),
    templateCategories(), templateCategories(`search=${HEPSIBURADA_TSHIRTS}&marketplace=trendyol`), staffSignIn(ADMIN), actAs(SUSPENDED_IMPORT_COMPANY_ID),
    templateCategories(`search=${HEPSIBURADA_TSHIRTS}`)]],
  ['imports: an admin acting as the seller switches the state', [setState('banned'), signIn(AYSE), setState('banned'), staffSignIn(ADMIN), setState('banned'),
    actAs(SUSPENDED_IMPORT_COMPANY_ID), setState('paused'), request('PUT', `${API.imports}/state`, {}), setState('allowed'), settings(), setState('banned'), settings()]],
  ['imports: uploads refused before they start', [post(`${API.imports}/stockPrice`, {}), signIn(AYSE), post(`${API.imports}/stockPrice`, {}),
    post(`${API.imports}/stockPrice?name=prices.xlsx`, { not: 'a workbook' }), post(`${API.imports}/bogus?name=prices.xlsx`, {}),
    staffSignIn(ADMIN), actAs(BANNED_IMPORT_COMPANY_ID), post(`${API.imports}/productVariant?name=p.xlsx`, {})]],
];
