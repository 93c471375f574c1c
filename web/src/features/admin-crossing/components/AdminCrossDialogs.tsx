import { useTranslation } from 'react-i18next';
import type { AdminCategoryCrossRow } from '@contract/admin-crossing/category-cross.query';
import { fieldErrors } from '@contract/auth/auth.schemas';
import { crossCategorySchema, type CrossCategoryBody } from '@contract/catalog/crossing.api';
import type { MarketplaceCategory } from '@contract/catalog/taxonomy.types';
import { CrossCategoryPicker, type CrossCategoryValues, type CrossPickerProps } from '@web/components/category/CrossCategoryPicker';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';
import { useNameOf } from '@web/lib/localized-name';
import type { CrossingTarget } from '../admin-crossing.api';

/** `?row=` names the leaf and marketplace the dialogs are about; it goes with them. */
export const CROSS_DIALOG_EXTRAS: readonly string[] = ['row'];

export interface AdminCrossDialogsProps extends CrossPickerProps {
  /** `?row=` as read from the URL. */
  target: CrossingTarget | null;
  /** The row on screen for the target, when the page holds it (its path, current crossing). */
  row: AdminCategoryCrossRow | null;
  crossCommand: CommandView;
  uncrossCommand: CommandView;
  onCross: (target: CrossingTarget, body: CrossCategoryBody) => void;
  onUncross: (target: CrossingTarget) => void;
}

/** Their category as the picker lists it, from what the row knows of the current crossing. */
function currentOf(row: AdminCategoryCrossRow | null): MarketplaceCategory | null {
  if (!row?.remoteCategoryId || !row.remoteCategoryName) return null;
  const { marketplace, remoteCategoryId: id, remoteCategoryName: name } = row;
  return { marketplace, id, name, path: name, parentId: null, isLeaf: true, attributeIds: [] };
}

/** Crossing a leaf to their category (once or forever), and uncrossing it after a confirmation. */
export function AdminCrossDialogs({ target, row, crossCommand, uncrossCommand, onCross, onUncross, found, onSearch }: AdminCrossDialogsProps) {
  const { t } = useTranslation();
  const nameOf = useNameOf();
  if (!target) return null;
  const names = { category: row ? nameOf(row.path) : `#${target.categoryId}`, marketplace: t(`marketplaces.${target.marketplace}`) };
  return (
    <>
      <UrlFormDialog<CrossCategoryValues>
        name="crossCategory"
        extras={CROSS_DIALOG_EXTRAS}
        titleKey="adminCrossing.crossTitle"
        titleValues={names}
        size="lg"
        submitKey="adminCrossing.cross"
        initialValues={{ remoteCategoryId: row?.remoteCategoryId ?? '', syncMode: row?.syncMode ?? 'once' }}
        validate={(values) => fieldErrors(crossCategorySchema, values) ?? {}}
        onSubmit={(values) => onCross(target, crossCategorySchema.cast(values))}
        {...crossCommand}
      >
        {() => <CrossCategoryPicker found={found} onSearch={onSearch} current={currentOf(row)} />}
      </UrlFormDialog>
      <UrlFormDialog<Record<string, never>>
        name="uncrossCategory"
        extras={CROSS_DIALOG_EXTRAS}
        titleKey="adminCrossing.uncrossTitle"
        titleValues={names}
        submitKey="adminCrossing.uncross"
        submitColor="danger"
        initialValues={{}}
        onSubmit={() => onUncross(target)}
        {...uncrossCommand}
      >
        {() => <p className="mb-0">{t('adminCrossing.uncrossText', names)}</p>}
      </UrlFormDialog>
    </>
  );
}
