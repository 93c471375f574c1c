import type { StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { i18n } from '@web/lib/i18n';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters, type SessionParameters } from '../../.storybook/story-parameters';
import { LONG } from './waits';

/** The table once the first answer is in (it stays mounted, dimmed, while a later one loads); with `list`, the one inside that test id. */
export async function settledTable(canvasElement: HTMLElement, list?: string): Promise<HTMLElement> {
  const scope = list ? within(await within(canvasElement).findByTestId(list, {}, LONG)) : within(canvasElement);
  const table = await scope.findByTestId('data-table', {}, LONG);
  await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
  return table;
}

/** A list screen in the shell: who is signed in, its route, and the i18n keys of its notices. */
export interface ListStateOptions {
  session: SessionParameters;
  route: string;
  /** The `list-error` notice's text. */
  errorKey: string;
  /** The `list-empty` notice's text; errors.notFound unless set. */
  emptyKey?: string;
}

/** A list screen's Filled, Empty, Failed and Slow stories against the BFF in the page, unnamed: the index reads names from the story file. */
export function listStateStories({
  session,
  route,
  errorKey,
  emptyKey = 'errors.notFound',
}: ListStateOptions): Record<'Filled' | 'Empty' | 'Failed' | 'Slow', StoryObj> {
  const inScenario = (scenario: MockScenario) => appParameters({ session, route, bff: { scenario } });
  const notice =
    (testId: string, textKey: string): StoryObj['play'] =>
    async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByTestId(testId, {}, LONG)).toHaveTextContent(i18n.t(textKey));
    };
  return {
    Filled: {
      parameters: inScenario('default'),
      play: async ({ canvasElement }) => {
        await expect(within(await settledTable(canvasElement)).getAllByTestId('data-row').length).toBeGreaterThan(0);
      },
    },
    Empty: { parameters: inScenario('empty'), play: notice('list-empty', emptyKey) },
    Failed: { parameters: inScenario('errors'), play: notice('list-error', errorKey) },
    // Every answer takes 3 s, so the loading state stays a while; no stars here (each would wait too).
    Slow: {
      parameters: appParameters({ session: { ...session, starred: [] }, route, bff: { scenario: 'slow', slowMs: 3000 } }),
      play: async ({ canvasElement }) => {
        await expect(await within(canvasElement).findByTestId('list-loading', {}, LONG)).toBeVisible();
      },
    },
  };
}

type PagePlay = (context: { canvasElement: HTMLElement; args: { onRetry: () => void } }) => Promise<void>;
type FilterPlay = (context: { canvasElement: HTMLElement; args: { onFiltersApply: () => void } }) => Promise<void>;

/** The callbacks every list page takes, as spies for the plays to check. */
export const listPageHandlers = () => ({ onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() });

/** The plays of a list page's Loading, Empty and Error stories, which get their state as args. */
export const listPagePlays = {
  loading: (async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('list-loading')).toBeVisible();
  }) satisfies PagePlay,
  empty:
    (textKey = 'errors.notFound'): PagePlay =>
    async ({ canvasElement }) => {
      await expect(within(canvasElement).getByTestId('list-empty')).toHaveTextContent(i18n.t(textKey));
    },
  /** The error notice, whose Retry calls the page's onRetry. */
  failed:
    (errorKey: string): PagePlay =>
    async ({ canvasElement, args }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByTestId('list-error')).toHaveTextContent(i18n.t(errorKey));
      await userEvent.click(canvas.getByTestId('list-retry'));
      await expect(args.onRetry).toHaveBeenCalledOnce();
    },
  /** A range over 10 days typed and applied: the bar says why, and the page is not asked to apply it. */
  dateRangeTooLong: (async ({ canvasElement, args }) => {
    const filters = within(within(canvasElement).getByTestId('filter-bar'));
    await userEvent.type(filters.getByLabelText(i18n.t('list.filters.from')), '2026-01-01');
    await userEvent.type(filters.getByLabelText(i18n.t('list.filters.to')), '2026-01-20');
    await userEvent.click(filters.getByTestId('filter-apply'));
    await expect(await filters.findByText(i18n.t('validation.dateRangeTooLong'))).toBeVisible();
    await expect(args.onFiltersApply).not.toHaveBeenCalled();
  }) satisfies FilterPlay,
};
