/** Add variants (`?action=addVariants`): a search that starts at 3 characters, tick the variants, add them. */
import { useEffect, useState } from 'react';
import { CButton, CFormCheck, CFormInput, CFormLabel, CSpinner } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import type { CampaignVariantChoice } from '@contract/campaigns/campaign.api';
import { CAMPAIGN_VARIANT_SEARCH_MIN } from '@contract/campaigns/campaign.query';
import { UrlDialog } from '@web/components/detail/UrlDialog';
import { ErrorAlert } from '@web/components/ErrorAlert';
import type { CommandView } from '@web/lib/resources/command-view';

export interface AddVariantsDialogProps {
  command: CommandView;
  /** The variants a search finds (not those already in the campaign). */
  onSearch: (q: string) => Promise<CampaignVariantChoice[]>;
  onAdd: (variantIds: number[]) => void;
}

export function AddVariantsDialog({ command, onSearch, onAdd }: AddVariantsDialogProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  /** The last answer and the text it answers. */
  const [found, setFound] = useState<{ q: string; items: CampaignVariantChoice[] } | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const wanted = q.trim();
  const longEnough = wanted.length >= CAMPAIGN_VARIANT_SEARCH_MIN;
  const searching = longEnough && found?.q !== wanted;

  useEffect(() => {
    if (!longEnough) return undefined;
    let current = true;
    onSearch(wanted)
      .catch((): CampaignVariantChoice[] => [])
      .then((items) => {
        if (current) setFound({ q: wanted, items });
      });
    return () => {
      current = false;
    };
  }, [wanted, longEnough, onSearch]);

  const shown = longEnough ? (found?.items ?? []) : [];
  return (
    <UrlDialog
      name="addVariants"
      titleKey="campaigns.variants.addTitle"
      size="lg"
      footer={
        <CButton color="primary" disabled={chosen.length === 0 || command.submitting} onClick={() => onAdd(chosen)} data-testid="add-variants-submit">
          {t('campaigns.variants.addSubmit', { count: chosen.length })}
        </CButton>
      }
    >
      <div data-testid="add-variants">
        <CFormLabel htmlFor="campaign-variant-search">{t('campaigns.variants.search')}</CFormLabel>
        <CFormInput
          id="campaign-variant-search"
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          aria-describedby="campaign-variant-search-hint"
        />
        <div id="campaign-variant-search-hint" className="form-text mb-3">
          {t('campaigns.variants.searchHint', { min: CAMPAIGN_VARIANT_SEARCH_MIN })}
        </div>
        {searching ? <CSpinner size="sm" aria-label={t('campaigns.variants.searching')} /> : null}
        {longEnough && !searching && shown.length === 0 ? <p data-testid="variant-search-empty">{t('campaigns.variants.noneFound')}</p> : null}
        <div data-testid="variant-search-results">
          {shown.map((variant) => (
            <CFormCheck
              key={variant.id}
              id={`campaign-variant-${variant.id}`}
              label={`${variant.sku} · ${variant.name}`}
              checked={chosen.includes(variant.id)}
              onChange={(event) => setChosen(event.target.checked ? [...chosen, variant.id] : chosen.filter((id) => id !== variant.id))}
            />
          ))}
        </div>
        <ErrorAlert error={command.error ?? null} />
      </div>
    </UrlDialog>
  );
}
