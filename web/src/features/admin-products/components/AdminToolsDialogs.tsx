import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  lockSchema,
  priceBlockSchema,
  unlockSchema,
  type LockBody,
  type PriceBlockBody,
  type ProductToolRow,
  type UnlockBody,
} from '@contract/admin-products/admin-tools';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import { FormSelect } from '@web/components/FormSelect';
import { FormTextarea } from '@web/components/FormTextarea';
import type { CommandView } from '@web/lib/resources/command-view';
import type { OnToolCommand, ToolCommand } from '../admin-tools.resources';
import { toolRowKey } from './admin-tools-config';
import { ProductStatusDialog } from './ProductStatusDialog';

export interface AdminToolsDialogsProps {
  rows: readonly ProductToolRow[];
  commandOf: (name: ToolCommand) => CommandView;
  onCommand: OnToolCommand;
}

/** The dialogs /admin/product-tools opens by URL, each for the row `item=<companyId>:<variantId>` names. */
export function AdminToolsDialogs({ rows, commandOf, onCommand }: AdminToolsDialogsProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const row = rows.find((candidate) => toolRowKey(candidate) === params.get('item'));
  if (!row) return null;
  const ref = { companyId: row.companyId, variantId: row.variantId };
  const named = { sku: row.sku, company: row.companyName, companyId: row.companyId };
  const option = (code: ProductToolRow['locks'][number]['marketplace']) => ({ value: code, labelKey: `marketplaces.${code}` });
  const lockedOn = row.locks.filter((entry) => entry.lock?.state === 'locked').map((entry) => option(entry.marketplace));
  const enabling = row.status !== 'active';
  return (
    <>
      <UrlFormDialog<Record<string, never>>
        name="status"
        titleKey={enabling ? 'adminProductTools.status.enableTitle' : 'adminProductTools.status.disableTitle'}
        submitKey={enabling ? 'adminProductTools.status.enable' : 'adminProductTools.status.disable'}
        submitColor={enabling ? 'success' : 'danger'}
        initialValues={{}}
        onSubmit={() => onCommand('setStatus', { ref, body: { status: enabling ? 'active' : 'inactive' } })}
        {...commandOf('setStatus')}
      >
        {() => <p className="mb-0">{t(enabling ? 'adminProductTools.status.enableQuestion' : 'adminProductTools.status.disableQuestion', named)}</p>}
      </UrlFormDialog>
      <ProductStatusDialog row={row} command={commandOf('setProductStatus')} onCommand={onCommand} />
      <UrlFormDialog<LockBody>
        name="lock"
        titleKey="adminProductTools.lock.title"
        submitKey="adminProductTools.lock.submit"
        submitColor="danger"
        initialValues={{ marketplace: row.locks[0]?.marketplace ?? 'trendyol', reason: '' }}
        validationSchema={lockSchema}
        onSubmit={(values) => onCommand('lock', { ref, body: lockSchema.cast(values) })}
        {...commandOf('lock')}
      >
        {() => (
          <div data-testid="lock-form">
            <p>{t('adminProductTools.lock.question', named)}</p>
            <FormSelect name="marketplace" labelKey="adminProductTools.fields.marketplace" options={row.locks.map((entry) => option(entry.marketplace))} />
            <FormTextarea name="reason" labelKey="adminProductTools.fields.reason" rows={3} />
          </div>
        )}
      </UrlFormDialog>
      {lockedOn.length > 0 ? (
        <UrlFormDialog<UnlockBody>
          name="unlock"
          titleKey="adminProductTools.unlock.title"
          submitKey="adminProductTools.unlock.submit"
          initialValues={{ marketplace: lockedOn[0]!.value }}
          validationSchema={unlockSchema}
          onSubmit={(values) => onCommand('unlock', { ref, body: unlockSchema.cast(values) })}
          {...commandOf('unlock')}
        >
          {() => <FormSelect name="marketplace" labelKey="adminProductTools.fields.marketplace" options={lockedOn} />}
        </UrlFormDialog>
      ) : null}
      <UrlFormDialog<PriceBlockBody>
        name="blockPrice"
        titleKey="adminProductTools.blockPrice.title"
        submitKey="adminProductTools.blockPrice.submit"
        initialValues={{ reason: '' }}
        validationSchema={priceBlockSchema}
        onSubmit={(values) => onCommand('blockPrice', { ref, body: priceBlockSchema.cast(values) })}
        {...commandOf('blockPrice')}
      >
        {() => (
          <>
            <p>{t('adminProductTools.blockPrice.question', named)}</p>
            <FormTextarea name="reason" labelKey="adminProductTools.fields.reason" rows={3} />
          </>
        )}
      </UrlFormDialog>
      {row.priceBlock ? (
        <UrlFormDialog<Record<string, never>>
          name="unblockPrice"
          titleKey="adminProductTools.unblockPrice.title"
          submitKey="adminProductTools.unblockPrice.submit"
          initialValues={{}}
          onSubmit={() => onCommand('unblockPrice', ref)}
          {...commandOf('unblockPrice')}
        >
          {() => <p className="mb-0">{t('adminProductTools.unblockPrice.question', { ...named, reason: row.priceBlock?.reason ?? '' })}</p>}
        </UrlFormDialog>
      ) : null}
    </>
  );
}
