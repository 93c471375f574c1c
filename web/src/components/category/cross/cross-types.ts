/** What the cross page's parts are handed: the commands as two callbacks and the URL-addressed choices. */
import type { CrossTarget } from '@contract/catalog/crossing.api';
import type { CommandView } from '@web/lib/resources/command-view';

/** The cross page's commands: crossing or uncrossing a category, an attribute or a value (the target says which). */
export type CrossCommand = 'cross' | 'uncross';

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

/** Dialogs of the cross page keep `?attribute=` (the values on screen) and drop `?value=` when they close. */
export const CROSS_DIALOG_EXTRAS: readonly string[] = ['value'];
