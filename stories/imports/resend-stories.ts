/**
 * The Fix and resend stories every importer has (issue 17), over its own refused rows: filled from their cells with
 * the reasons beside, a value fixed and sent, a value still wrong, sending, and opened from the list.
 */
import { expect, fn, userEvent, within } from 'storybook/test';
import { parseImportErrorQuery } from '@contract/imports/import.api';
import type { ImportKind, ImportRowError } from '@contract/imports/import.types';
import type { Transaction } from '@contract/transactions/transaction.types';
import type { ImportErrorsTabProps, ResendControl } from '@web/features/imports/components/ImportErrorsTab';
import type { ResendState } from '@web/features/imports/import-resend.slice';
import { i18n } from '@web/lib/i18n';
import { readyList, refusedPage } from './import-data';
import { reasonLanguageOf, reasonParamsIn } from '@contract/imports/reason-text';

/** One cell of one row to fix: its field, the value the row holds, one the reader refuses and one it takes. */
export interface CellFix {
  at: number;
  field: string;
  stored: string;
  wrong: string;
  right: string;
}

export interface ResendStoryKind {
  kind: ImportKind;
  rows: ImportRowError[];
  imports: Transaction[];
  importId: string;
  /** The cell every story checks and fixes first, and a second one Fixed changes too. */
  fix: CellFix;
  also: CellFix;
}

/** Fix and resend's control: its sending's state and its editor's one page of the rows. */
export function resendControl(rows: ImportRowError[], status: ResendState['status'] = 'idle', open = true): ResendControl {
  return {
    state: { status, transactionId: null, error: null },
    onSend: fn(),
    onReset: fn(),
    pages: {
      open,
      page: 1,
      pageSize: 25,
      rows: readyList(refusedPage(rows)),
      onOpen: fn(),
      onClose: fn(),
      onPageChange: fn(),
      onPageSizeChange: fn(),
      onRetry: fn(),
    },
  };
}

/** An importer's Import Errors tab in stories: over these refused rows, every callback a spy. */
export function errorsTabArgs(
  query: ReturnType<typeof parseImportErrorQuery>,
  rows: ImportRowError[],
  overrides: Partial<Omit<ImportErrorsTabProps, 'imports'>> = {},
): Omit<ImportErrorsTabProps, 'imports'> {
  return {
    query,
    state: readyList(refusedPage(rows)),
    selectedRow: null,
    onQueryChange: fn(),
    onFiltersApply: fn(),
    onFiltersReset: fn(),
    onRetry: fn(),
    onRowOpen: fn(),
    onRowClose: fn(),
    ...overrides,
  };
}

export function resendArgs({ kind, rows, imports, importId }: ResendStoryKind): ImportErrorsTabProps {
  return { ...errorsTabArgs(parseImportErrorQuery({ kind, transactionId: importId }), rows, { resend: resendControl(rows) }), imports };
}

type Play = (context: { canvasElement: HTMLElement; args: ImportErrorsTabProps }) => Promise<void>;

const rowAt = (canvasElement: HTMLElement, at: number) => within(within(canvasElement).getAllByTestId('data-row')[at]!);

async function typeInto(canvasElement: HTMLElement, { at, field }: CellFix, value: string) {
  const input = rowAt(canvasElement, at).getByTestId(`edit-${field}`);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

export function resendPlays(story: ResendStoryKind): Record<'filled' | 'fixed' | 'stillWrong' | 'sending' | 'fromTheList', Play> {
  const { rows, fix, also } = story;
  return {
    filled: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getAllByTestId('data-row')).toHaveLength(rows.length);
      await expect(rowAt(canvasElement, fix.at).getByTestId(`edit-${fix.field}`)).toHaveValue(fix.stored);
      const reason = rows[fix.at]!.reasons[0]!;
      await expect(rowAt(canvasElement, fix.at).getAllByTestId('import-reason')[0]).toHaveTextContent(
        i18n.t(reason.code, reasonParamsIn(reasonLanguageOf(i18n.language), reason.params)),
      );
      await expect(canvas.getByTestId('resend-send')).toBeDisabled();
    },
    fixed: async ({ canvasElement, args }) => {
      await typeInto(canvasElement, fix, fix.right);
      await typeInto(canvasElement, also, also.right);
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId('resend-send')).toHaveTextContent(i18n.t('imports.resend.send', { count: 2 }));
      await userEvent.click(canvas.getByTestId('resend-send'));
      // Sheet order: the first fixed row comes first.
      await expect(args.resend?.onSend).toHaveBeenCalledWith(
        expect.objectContaining({ rows: [expect.arrayContaining([fix.right]), expect.arrayContaining([also.right])] }),
      );
    },
    stillWrong: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await typeInto(canvasElement, fix, fix.wrong);
      await expect(rowAt(canvasElement, fix.at).getByTestId(`edit-problem-${fix.field}`)).toBeVisible();
      await expect(canvas.getByTestId('resend-send')).toBeDisabled();
      await typeInto(canvasElement, fix, fix.right);
      await expect(rowAt(canvasElement, fix.at).queryByTestId(`edit-problem-${fix.field}`)).toBeNull();
      await expect(canvas.getByTestId('resend-send')).toBeEnabled();
    },
    sending: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId('resend-send')).toHaveTextContent(i18n.t('imports.resend.sending'));
      await expect(canvas.getByTestId('resend-send')).toBeDisabled();
      await expect(rowAt(canvasElement, fix.at).getByTestId(`edit-${fix.field}`)).toBeDisabled();
    },
    fromTheList: async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.queryByTestId('resend-editor')).toBeNull();
      await userEvent.click(canvas.getByTestId('resend-open'));
      await expect(args.resend?.onReset).toHaveBeenCalled();
      await expect(args.resend?.pages.onOpen).toHaveBeenCalled();
    },
  };
}

/** The args of a story's Sending and opened-from-the-list states. */
export const sendingArgs = (rows: ImportRowError[]) => ({ resend: resendControl(rows, 'sending') });
export const listArgs = (rows: ImportRowError[]) => ({ resend: resendControl(rows, 'idle', false) });
