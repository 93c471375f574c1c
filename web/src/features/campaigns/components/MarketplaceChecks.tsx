import { CFormCheck } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { MarketplaceCode } from '@contract/downstream/marketplace';
import { MARKETPLACE_CODES } from '@contract/orders/order.query';
import { FieldNotes } from '@web/components/FieldNotes';
import { useFormFieldState } from '@web/components/form-field-state';

/** The campaign's marketplaces: one box each, at least one ticked. */
export function MarketplaceChecks({ name }: { name: string }) {
  const { t } = useTranslation();
  const { field, meta, edit, invalid } = useFormFieldState<MarketplaceCode[]>(name);
  const chosen = field.value ?? [];
  const id = `field-${name}`;
  return (
    <fieldset className="mb-3" aria-describedby={invalid ? `${id}-error` : undefined} data-testid="campaign-marketplaces">
      <legend className="form-label fs-6">{t('campaigns.fields.marketplaces')}</legend>
      {MARKETPLACE_CODES.map((code) => (
        <CFormCheck
          key={code}
          inline
          id={`${id}-${code}`}
          label={t(`marketplaces.${code}`)}
          checked={chosen.includes(code)}
          onChange={(event) => edit(event.target.checked ? [...chosen, code] : chosen.filter((other) => other !== code))}
        />
      ))}
      <FieldNotes id={id} error={invalid || (meta.touched && meta.error) ? (meta.error ?? '') : null} always />
    </fieldset>
  );
}
