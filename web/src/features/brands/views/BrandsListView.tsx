import { useNavigate } from 'react-router';
import { BRAND_FILTER_KEYS, brandQueryToRaw, parseBrandFilters, parseBrandQuery } from '@contract/catalog/brand.api';
import { pathOf } from '@contract/routes';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { brandsList } from '../brands.resources';
import { BrandsListPage } from '../pages/BrandsListPage';

const FILTERS = { keys: BRAND_FILTER_KEYS, parse: parseBrandFilters };

/** /brands: the URL is the list state (tab, search, marketplace, page, page size, sort). */
export function BrandsListView() {
  const navigate = useNavigate();
  const list = useListScreen({ list: brandsList, parse: parseBrandQuery, toRaw: brandQueryToRaw, filters: FILTERS });
  return <BrandsListPage {...list.page} onAdd={() => void navigate(pathOf('brandNew'))} />;
}
