import type { BrandAnswer, BrandBody } from '@contract/catalog/brand.api';
import { DetailScreen } from '@web/components/detail/DetailScreen';
import type { CommandView } from '@web/lib/resources/command-view';
import { detailStatusOf, type DetailState } from '@web/lib/resources/detail-resource';
import { BrandForm } from '../components/BrandForm';

export interface BrandFormPageProps {
  /** Edit Brand: the brand as loaded; Add Brand: null. */
  state: DetailState<BrandAnswer> | null;
  command: CommandView;
  listHref: string;
  onSubmit: (body: BrandBody) => void;
  onRetry: () => void;
}

/** Add Brand (/brands/new) and Edit Brand (/brands/:brandId). */
export function BrandFormPage({ state, command, listHref, onSubmit, onRetry }: BrandFormPageProps) {
  const brand = state?.data?.brand ?? null;
  const status = state ? detailStatusOf(state) : 'ready';
  return (
    <DetailScreen
      status={status}
      errorKey="brands.loadError"
      onRetry={onRetry}
      titleKey={state ? 'routes.brandEdit' : 'routes.brandNew'}
      subtitle={brand?.name}
      backTo={listHref}
      badges={brand ? [{ id: 'status', labelKey: `brands.status.${brand.status}`, color: brand.status === 'active' ? 'success' : 'secondary' }] : []}
    >
      <BrandForm brand={brand} command={command} cancelHref={listHref} onSubmit={onSubmit} />
    </DetailScreen>
  );
}
