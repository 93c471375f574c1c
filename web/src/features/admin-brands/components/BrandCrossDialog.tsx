import { adminBrandCrossSchema, type AdminBrandAnswer } from '@contract/admin-brands/admin-brand.api';
import { brandCrossingSchema } from '@contract/catalog/brand.api';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { FormField } from '@web/components/FormField';
import { FormSelect } from '@web/components/FormSelect';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import type { BrandCrossInput } from '../admin-brands.api';

export interface BrandCrossDialogProps {
  /** The brand in the URL (`?action=cross&item=<id>`), null while it loads. */
  brand: AdminBrandAnswer['brand'] | null;
  command: CommandView;
  onCross: (brandId: number, input: BrandCrossInput) => void;
}

interface CrossValues {
  marketplace: string;
  remoteBrandId: string;
  remoteBrandName: string;
}

const MARKETPLACE_OPTIONS = MARKETPLACE_CODES.map((value) => ({ value, labelKey: `marketplaces.${value}` }));

/** Crossing a brand to one marketplace's brand (replacing that marketplace's crossing, if any). */
export function BrandCrossDialog({ brand, command, onCross }: BrandCrossDialogProps) {
  if (!brand) return null;
  return (
    <UrlFormDialog<CrossValues>
      name="cross"
      extras={['item']}
      titleKey="adminBrands.cross.title"
      titleValues={{ name: brand.name }}
      submitKey="adminBrands.cross.submit"
      initialValues={{ marketplace: '', remoteBrandId: '', remoteBrandName: '' }}
      validationSchema={brandCrossingSchema}
      onSubmit={(values) => {
        const body = adminBrandCrossSchema.cast(values, { stripUnknown: true });
        onCross(brand.id, { ...body, marketplace: values.marketplace as MarketplaceCode });
      }}
      {...command}
    >
      {() => (
        <div data-testid="brand-cross-form">
          <FormSelect
            name="marketplace"
            labelKey="adminBrands.cross.marketplace"
            options={MARKETPLACE_OPTIONS}
            emptyKey="adminBrands.cross.chooseMarketplace"
          />
          <FormField name="remoteBrandId" labelKey="adminBrands.cross.remoteBrandId" />
          <FormField name="remoteBrandName" labelKey="adminBrands.cross.remoteBrandName" />
        </div>
      )}
    </UrlFormDialog>
  );
}
