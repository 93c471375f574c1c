/** What the cross page's parts are handed: the commands as two callbacks and the URL-addressed choices. */
import type { MarketplaceCategory } from '@contract/catalog/taxonomy.types';
import type { CrossTarget } from '@contract/catalog/crossing.api';
import type { ListState } from '@web/lib/resources/list-resource';
import type { CommandView } from '@web/lib/resources/command-view';
import type { CrossCommand } from '../../categories.resources';

/** The dialogs the cross page opens by URL (`?action=<name>`). */
export type CrossDialog = 'crossCategory' | 'uncrossCategory' | 'crossAttribute' | 'uncrossAttribute' | 'uncrossValue';

export interface CrossActions {
  canManage: boolean;
  commandOf: (name: CrossCommand) => CommandView;
  onCross: (target: CrossTarget, body: Record<string, string>) => void;
  onUncross: (target: CrossTarget) => void;
  onOpenDialog: (name: CrossDialog, extra?: Record<string, string>) => void;
  /** Shows one attribute's values (`?attribute=`), or none. */
  onShowValues: (attributeId: number | null) => void;
}

export interface PickerProps {
  /** Their categories found for the picker's search. */
  found: ListState<MarketplaceCategory, 'all'>;
  onSearch: (q: string) => void;
}

/** Dialogs of the cross page keep `?attribute=` (the values on screen) and drop `?value=` when they close. */
export const CROSS_DIALOG_EXTRAS: readonly string[] = ['value'];
