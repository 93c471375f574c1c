/**
 * Which columns a user chose to show or hide, per list id, kept in localStorage `tezgah.columns` as
 * `{ [listId]: { [columnId]: visible } }`. Only explicit choices are stored: a column the user never touched follows
 * its declaration (`defaultHidden`), so a column added later still appears as its screen intends.
 */
import { useCallback, useState } from 'react';
import type { Column } from './list-types';

export const COLUMNS_STORAGE_KEY = 'tezgah.columns';
type Choices = Record<string, boolean>;
type AllChoices = Record<string, Choices>;

function backend(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

const isChoices = (value: unknown): value is Choices =>
  typeof value === 'object' && value !== null && Object.values(value).every((visible) => typeof visible === 'boolean');

function readAll(): AllChoices {
  try {
    const parsed = JSON.parse(backend()?.getItem(COLUMNS_STORAGE_KEY) ?? '{}') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, Choices] => isChoices(entry[1])));
  } catch {
    return {};
  }
}

export function readColumnChoices(listId: string): Choices {
  return readAll()[listId] ?? {};
}

export function writeColumnChoices(listId: string, choices: Choices): void {
  try {
    backend()?.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ ...readAll(), [listId]: choices }));
  } catch {
    // A full or disabled storage only costs the preference, never the list.
  }
}

export const isHideable = <Row>(column: Column<Row>) => Boolean(column.hideable ?? column.defaultHidden);

export function hiddenColumnIds<Row>(columns: readonly Column<Row>[], choices: Choices): string[] {
  return columns.filter((column) => isHideable(column) && !(choices[column.id] ?? !column.defaultHidden)).map((column) => column.id);
}

/** `[hidden column ids, setVisible(columnId, visible)]` for one list; the choice survives reloads. */
export function useColumnVisibility<Row>(listId: string, columns: readonly Column<Row>[]): [string[], (columnId: string, visible: boolean) => void] {
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
  return [hiddenColumnIds(columns, choices), setVisible];
}
