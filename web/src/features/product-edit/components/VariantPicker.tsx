import { useCallback } from 'react';
import { CFormLabel, CFormSelect } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Variant } from '@contract/catalog/catalog.types';

const PARAM = 'variant';

/**
 * The variant a tab works on, kept in the URL (`?tab=images&variant=<id>`); `allowNone` reads a missing value as "none"
 * (the Translations tab's product itself), otherwise it reads as the first variant.
 */
export function useVariantParam(variants: readonly Variant[], allowNone = false): [Variant | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get(PARAM));
  const chosen = variants.find((variant) => variant.id === wanted) ?? (allowNone ? null : (variants[0] ?? null));
  const choose = useCallback(
    (id: number | null) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === null) next.delete(PARAM);
          else next.set(PARAM, String(id));
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [chosen, choose];
}

interface VariantPickerProps {
  labelKey: string;
  variants: readonly Variant[];
  value: Variant | null;
  onChange: (id: number | null) => void;
  /** i18n key of the option that stands for no variant (the product itself). */
  noneKey?: string;
}

export function VariantPicker({ labelKey, variants, value, onChange, noneKey }: VariantPickerProps) {
  const { t } = useTranslation();
  return (
    <div className="mb-3" style={{ maxWidth: '28rem' }}>
      <CFormLabel htmlFor="variant-picker">{t(labelKey)}</CFormLabel>
      <CFormSelect
        id="variant-picker"
        value={value ? String(value.id) : ''}
        data-testid="variant-picker"
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
      >
        {noneKey ? <option value="">{t(noneKey)}</option> : null}
        {variants.map((variant) => (
          <option key={variant.id} value={variant.id}>{`${variant.sku} · ${variant.name}`}</option>
        ))}
      </CFormSelect>
    </div>
  );
}
