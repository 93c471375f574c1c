/**
 * Which columns a user chose to show or hide, per user and list, kept in localStorage `tezgah.columns` as
 * `{ ['<e-mail>/<listId>']: { [columnId]: visible } }` (the signed-in user's e-mail from the stored user info, so two
 * people sharing a browser keep their own). Only explicit choices are stored: a column the user never touched follows
 * its declaration (`defaultHidden`, and its priority when the table is narrow), so a column added later still appears
 * as its screen intends. A column the user ticked is pinned: the table never hides it for width.
 */
import { useCallback, useMemo, useState } from 'react';
import { storage, type StorageKey } from '@web/lib/storage';
import { isHideable, type ColumnChoice } from './column-fit';
import type { Column } from './list-types';

export const COLUMNS_STORAGE_KEY = 'tezgah.columns' satisfies StorageKey;
type Choices = Record<string, boolean>;
type AllChoices = Record<string, Choices>;

function readAll(): AllChoices {
  return storage.get(COLUMNS_STORAGE_KEY) ?? {};
}

/** The stored key of a list's choices: the signed-in user's, or the list's alone before anyone signs in. */
export function choicesKey(listId: string): string {
  const owner = storage.get('userData')?.email;
  return owner ? `${owner}/${listId}` : listId;
}

export function readColumnChoices(listId: string): Choices {
  return readAll()[choicesKey(listId)] ?? {};
}

export function writeColumnChoices(listId: string, choices: Choices): void {
  storage.set(COLUMNS_STORAGE_KEY, { ...readAll(), [choicesKey(listId)]: choices });
}

export function hiddenColumnIds<Row>(columns: readonly Column<Row>[], choices: Choices): string[] {
  return columns.filter((column, index) => isHideable(column, index) && !(choices[column.id] ?? !column.defaultHidden)).map((column) => column.id);
}

/** The hideable columns the user chose to see. */
export function pinnedColumnIds<Row>(columns: readonly Column<Row>[], choices: Choices): string[] {
  return columns.filter((column, index) => isHideable(column, index) && choices[column.id] === true).map((column) => column.id);
}

export interface ColumnVisibility extends ColumnChoice {
  setVisible: (columnId: string, visible: boolean) => void;
  /** Forgets the user's choices: every column follows its declaration again. */
  reset: () => void;
  /** The user has chosen something to forget. */
  chosen: boolean;
}

/** The user's choice of columns for one list, and how to change it; the choice survives reloads. */
export function useColumnVisibility<Row>(listId: string, columns: readonly Column<Row>[]): ColumnVisibility {
  const [state, setState] = useState(() => ({ listId, choices: readColumnChoices(listId) }));
  // Another list on the same component instance (a route change) reads its own choices.
  const choices = state.listId === listId ? state.choices : readColumnChoices(listId);
  if (state.listId !== listId) setState({ listId, choices });
  const setVisible = useCallback((columnId: string, visible: boolean) => {
    setState((current) => {
      const next = { ...current.choices, [columnId]: visible };
      writeColumnChoices(current.listId, next);
      return { listId: current.listId, choices: next };
    });
  }, []);
  const reset = useCallback(() => {
    setState((current) => {
      writeColumnChoices(current.listId, {});
      return { listId: current.listId, choices: {} };
    });
  }, []);
  // The same arrays while nothing changes, so the table's rows can skip rendering again.
  return useMemo(
    () => ({
      hidden: hiddenColumnIds(columns, choices),
      pinned: pinnedColumnIds(columns, choices),
      setVisible,
      reset,
      chosen: Object.keys(choices).length > 0,
    }),
    [columns, choices, setVisible, reset],
  );
}
