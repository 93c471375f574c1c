import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { Language } from '@contract/api/session';
import { filterFaq } from '@contract/help/faq-search';
import type { FaqReader } from '@contract/help/faq.types';
import { pathOf, type RouteId } from '@contract/routes';
import { FaqPage } from '@web/features/help/pages/FaqPage';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { LONG } from '../support/waits';
import { faqAnswerFor, failedFaq, faqState } from './help-data';

/** The FAQ page from props, with the entries the marketplace service answers for each reader. */
const meta = {
  title: 'Help/FAQ page',
  component: FaqPage,
  args: {
    state: faqState(faqAnswerFor('turkey', 'en')),
    q: '',
    section: null,
    onSearch: fn(),
    onSection: fn(),
    onRetry: fn(),
    canOpen: (_screen: RouteId): boolean => true,
  },
  parameters: appParameters({ route: pathOf('faq') }),
  render: paddedRender(FaqPage),
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const of = (reader: FaqReader, language: Language) => faqState(faqAnswerFor(reader, language));
const questionsIn = (canvasElement: HTMLElement) => within(canvasElement).getAllByTestId('faq-question');

const readerStory = (reader: FaqReader, language: Language, name: string, mustShow: string, mustNotShow: string | null): Story => ({
  name,
  args: { state: of(reader, language) },
  ...(language === 'tr' ? { globals: TURKISH_LIGHT } : {}),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-reader')).toHaveTextContent(i18n.t(`help.faq.readers.${reader}`));
    await expect(questionsIn(canvasElement)).toHaveLength(args.state.data!.entries.length);
    await expect(canvas.getByTestId(`faq-entry-${mustShow}`)).toBeVisible();
    if (mustNotShow) await expect(canvas.queryByTestId(`faq-entry-${mustNotShow}`)).toBeNull();
    await userEvent.click(within(canvas.getByTestId(`faq-entry-${mustShow}`)).getByRole('button'));
    // The answer slides open: wait for the end of the collapse.
    await waitFor(() => expect(within(canvas.getByTestId(`faq-entry-${mustShow}`)).getByTestId('faq-answer')).toBeVisible(), LONG);
    await userEvent.click(canvas.getByTestId('tab-account'));
    await expect(args.onSection).toHaveBeenCalledWith('account');
  },
});

export const TurkishSeller = readerStory('turkey', 'en', 'Filled: a seller in Turkey', 'tr-etgb', 'abroad-customs');
export const TurkishSellerTr = readerStory('turkey', 'tr', 'Filled: a seller in Turkey (Türkçe)', 'tr-e-invoice', 'abroad-shipping');
export const ForeignSeller = readerStory('abroad', 'en', 'Filled: a seller abroad', 'abroad-customs', 'tr-etgb');
export const ForeignSellerTr = readerStory('abroad', 'tr', 'Filled: a seller abroad (Türkçe)', 'abroad-payout-currency', 'tr-tax-number');
export const Staff = readerStory('staff', 'en', 'Filled: staff (the editor) read every entry, marked', 'abroad-customs', null);

export const SearchIade: Story = {
  name: "Search 'İADE' finds the returns entry (Türkçe)",
  args: { state: of('turkey', 'tr'), q: 'İADE' },
  globals: TURKISH_LIGHT,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-search')).toHaveValue('İADE');
    await expect(canvas.getByTestId('faq-entry-returns')).toBeVisible();
    // The same entries as the lower-case 'iade' finds: the one normaliser folds the Turkish capital İ.
    await expect(questionsIn(canvasElement)).toHaveLength(filterFaq(of('turkey', 'tr').data!.entries, { q: 'iade', section: null }).length);
  },
};
export const Section: Story = {
  name: 'One section: orders and packages',
  args: { section: 'ordersPackages' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tab-ordersPackages')).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByTestId('faq-entry-cancel-item')).toBeVisible();
    await expect(canvas.queryByTestId('faq-entry-returns')).toBeNull();
  },
};
export const EmptySearch: Story = {
  name: 'Empty search',
  args: { q: 'zebra crossing' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-empty')).toHaveTextContent(i18n.t('help.faq.noMatch', { q: 'zebra crossing' }));
    await userEvent.click(canvas.getByTestId('faq-empty-clear'));
    await expect(args.onSearch).toHaveBeenCalledWith('');
  },
};
export const EmptySearchTr: Story = {
  ...EmptySearch,
  name: 'Empty search (Türkçe)',
  args: { state: of('turkey', 'tr'), q: 'zebra crossing' },
  globals: TURKISH_LIGHT,
};
export const Loading: Story = {
  args: { state: faqState(null) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('faq-loading')).toBeVisible();
  },
};
export const LoadingTr: Story = { ...Loading, name: 'Loading (Türkçe)', globals: TURKISH_LIGHT };
export const Failed: Story = {
  name: 'Error',
  args: { state: failedFaq() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('faq-error')).toHaveTextContent(i18n.t('help.faq.loadError'));
    await userEvent.click(canvas.getByTestId('faq-retry'));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const FailedTr: Story = { ...Failed, name: 'Error (Türkçe)', globals: TURKISH_LIGHT };
export const ForeignSellerDark: Story = { ...ForeignSeller, name: 'Filled: a seller abroad, English dark', globals: ENGLISH_DARK };
export const TurkishSellerDarkTr: Story = { ...TurkishSellerTr, name: 'Filled: a seller in Turkey, Turkish dark', globals: TURKISH_DARK };
