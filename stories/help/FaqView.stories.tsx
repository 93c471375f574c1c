import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { FaqView } from '@web/features/help/views/FaqView';
import { i18n } from '@web/lib/i18n';
import { appParameters, type SessionParameters } from '../../.storybook/story-parameters';
import { pathOf } from '../support/demo-data';
import { TURKISH_LIGHT } from '../support/globals';
import { InMainLayout } from '../support/layouts';
import { inTurkish } from '../support/turkish';
import { LONG } from '../support/waits';
import { EDITOR, FOREIGN_SELLER, TURKISH_SELLER } from './help-data';

/** /faq in the shell: the view, its store and saga against the BFF in the page, which picks the entries by the company. */
const meta = {
  title: 'Help/FAQ (through the BFF)',
  render: () => (
    <InMainLayout>
      <FaqView />
    </InMainLayout>
  ),
  parameters: appParameters({ session: TURKISH_SELLER, route: pathOf('faq') }),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const asReader = (session: SessionParameters, name: string, shown: string, hidden: string | null, route = pathOf('faq')): Story => ({
  name,
  parameters: appParameters({ session, route }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId(`faq-entry-${shown}`, {}, LONG)).toBeVisible();
    if (hidden) await expect(canvas.queryByTestId(`faq-entry-${hidden}`)).toBeNull();
  },
});

export const TurkishSeller = asReader(TURKISH_SELLER, 'A seller in Turkey (Anadolu Tekstil, BFF default)', 'tr-e-invoice', 'abroad-customs');
export const ForeignSeller = asReader(FOREIGN_SELLER, 'A seller abroad (Gulf Home Goods, BFF default)', 'abroad-customs', 'tr-e-invoice');
export const Editor = asReader(EDITOR, 'The editor reads every entry (BFF default)', 'tr-etgb', null);
export const SearchInUrlTr: Story = {
  ...asReader(TURKISH_SELLER, "Search 'İADE' from the URL (BFF default, Türkçe)", 'returns', 'tr-etgb', `${pathOf('faq')}?q=${encodeURIComponent('İADE')}`),
  globals: TURKISH_LIGHT,
};
export const SearchInUrl = asReader(TURKISH_SELLER, "Search 'RETURN' from the URL (BFF default)", 'returns', 'tr-etgb', `${pathOf('faq')}?q=RETURN`);

export const Typing: Story = {
  name: 'Typing a search narrows the entries; clearing brings them back (BFF)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const all = (await canvas.findAllByTestId('faq-question', {}, LONG)).length;
    await userEvent.type(canvas.getByTestId('faq-search'), 'zebra crossing');
    await expect(await canvas.findByTestId('faq-empty', {}, LONG)).toBeVisible();
    await userEvent.click(canvas.getByTestId('faq-empty-clear'));
    await waitFor(() => expect(canvas.getAllByTestId('faq-question')).toHaveLength(all), LONG);
  },
};

const inScenario = (scenario: MockScenario, name: string, testId: string, textKey?: string): Story => ({
  name,
  parameters: appParameters({ session: TURKISH_SELLER, route: pathOf('faq'), bff: scenario === 'slow' ? { scenario, slowMs: 3000 } : { scenario } }),
  play: async ({ canvasElement }) => {
    const shown = await within(canvasElement).findByTestId(testId, {}, LONG);
    if (textKey) await expect(shown).toHaveTextContent(i18n.t(textKey));
  },
});

export const Failed = inScenario('errors', 'Error (BFF errors)', 'faq-error', 'help.faq.loadError');
export const Slow = inScenario('slow', 'Loading (BFF slow)', 'faq-loading');
export const TurkishSellerTr = inTurkish(TurkishSeller);
export const ForeignSellerTr = inTurkish(ForeignSeller);
export const TypingTr = inTurkish(Typing);
export const FailedTr = inTurkish(Failed);
export const SlowTr = inTurkish(Slow);
