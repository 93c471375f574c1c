/** What the cross page's parts are handed: the commands as two callbacks and the URL-addressed choices. */
import type { MarketplaceCategory } from '@contract/catalog/taxonomy.types';
import type { CrossTarget } from '@contract/catalog/crossing.api';
import type { ListState } from '@web/lib/resources/list-resource';
import type { CommandView } from '@web/lib/resources/command-view';

export type CrossCommand = 'cross' | 'uncross';

export interface CrossActions {
  canManage: boolean;
  commandOf: (name: CrossCommand) => CommandView;
  onCross: (target: CrossTarget, body: Record<string, string>) => void;
  onUncross: (target: CrossTarget) => void;
  onOpenDialog: (name: string, extra?: Record<string, string>) => void;
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
