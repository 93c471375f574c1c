import { useSelector } from 'react-redux';
import {
  MP_PRODUCT_FILTER_KEYS,
  mpProductFilterProblems,
  mpProductQueryToRaw,
  parseMpProductFilters,
  parseMpProductQuery,
} from '@contract/catalog/mp-product.query';
import { PUBLIC_PATHS } from '@contract/routes';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { selectUser } from '@web/lib/session/session.selectors';
import { storage } from '@web/lib/storage';
import { mpProductsList } from '../mp-products.resources';
import { MpProductsPage } from '../pages/MpProductsPage';

const FILTERS = { keys: MP_PRODUCT_FILTER_KEYS, parse: parseMpProductFilters };

/**
 * /products/mp-products: the URL is the list state. An admin acting as the seller who came from the admin's
 * marketplace products (whose search is kept in localStorage `mpProductSearch`, spec §6) gets the way back to it.
 */
export function MpProductsView() {
  const list = useListScreen({
    list: mpProductsList,
    parse: parseMpProductQuery,
    toRaw: mpProductQueryToRaw,
    problems: mpProductFilterProblems,
    filters: FILTERS,
  });
  const acting = useSelector(selectUser)?.userRole === 'adminAsUser';
  const backHref = acting && storage.has('mpProductSearch') ? `${PUBLIC_PATHS.adminBack}?target=mp-products` : null;
  return <MpProductsPage {...list.page} backHref={backHref} />;
}
