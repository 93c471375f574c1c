import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { COMPANIES_PAGE_SIZE } from '@web/features/admin-companies/admin-companies.api';
import { AdminCompaniesPage } from '@web/features/admin-companies/pages/AdminCompaniesPage';
import { AdminCompaniesView } from '@web/features/admin-companies/views/AdminCompaniesView';
import type { MockScenario } from '@mocks/browser-bff/scenarios';
import { appParameters } from '../../.storybook/story-parameters';
import { companyPage, pathOf, SESSIONS } from '../support/demo-data';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK, TURKISH_DARK, TURKISH_LIGHT } from '../support/globals';
import { InMainLayout, Padded } from '../support/layouts';

const firstPage = companyPage(COMPANIES_PAGE_SIZE);

const meta = {
  title: 'Admin/Companies',
  component: AdminCompaniesPage,
  args: {
    query: '',
    page: 1,
    pageSize: COMPANIES_PAGE_SIZE,
    total: firstPage.total,
    items: firstPage.items,
    loading: false,
    error: null,
    actingAs: null,
    actAsError: null,
    onSearch: fn(),
    onPageChange: fn(),
    onActAs: fn(),
  },
  render: (args) => (
    <Padded>
      <AdminCompaniesPage {...args} />
    </Padded>
  ),
} satisfies Meta<typeof AdminCompaniesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { loading: true, items: [], total: 0 } };
export const Empty: Story = { args: { items: [], total: 0 } };
export const Failed: Story = { name: 'Error', args: { items: [], total: 0, error: apiFailure('generic') } };
export const Filled: Story = {};
export const ActingAs: Story = { name: 'Acting as a company', args: { actingAs: firstPage.items[1]?.id ?? null } };
export const ActAsFailed: Story = { name: 'Act-as failed', args: { actAsError: apiFailure('notFound') } };

/** The admin companies route in the shell: view, store and saga against one scenario of the BFF in the page. */
const throughBff = (scenario: MockScenario, outcome: 'rows' | 'empty' | 'error', search = ''): Story => ({
  render: () => (
    <InMainLayout>
      <AdminCompaniesView />
    </InMainLayout>
  ),
  parameters: appParameters({
    session: SESSIONS.admin,
    route: `${pathOf('adminCompanies')}${search}`,
    bff: { scenario },
  }),
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByTestId('companies-table');
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    await expect(within(table).queryAllByTestId('company-row').length > 0).toBe(outcome === 'rows');
    await expect(within(canvasElement).queryByTestId('error-alert') !== null).toBe(outcome === 'error');
  },
});

export const FilledThroughBff: Story = { ...throughBff('default', 'rows'), name: 'Filled (BFF default)' };
/** Every company exists in every scenario (their people can sign in): the list is empty when the search finds none. */
export const EmptyThroughBff: Story = { ...throughBff('default', 'empty', '?q=no-such-company'), name: 'Empty: the search finds none (BFF)' };
export const ErrorThroughBff: Story = { ...throughBff('errors', 'error'), name: 'Error (BFF errors)' };

/** Every answer takes 3 s, so the loading state stays a while; the admin has no stars here (each would wait too). */
export const LoadingThroughBff: Story = {
  name: 'Loading (BFF slow)',
  render: () => (
    <InMainLayout>
      <AdminCompaniesView />
    </InMainLayout>
  ),
  parameters: appParameters({
    session: { email: SESSIONS.admin.email, starred: [] },
    route: pathOf('adminCompanies'),
    bff: { scenario: 'slow', slowMs: 3000 },
  }),
};

export const EnglishDark: Story = { name: 'English dark', globals: ENGLISH_DARK };
export const TurkishLight: Story = { name: 'Turkish light', globals: TURKISH_LIGHT };
export const TurkishDark: Story = { name: 'Turkish dark', globals: TURKISH_DARK };
export const InShellTurkishDark: Story = { ...FilledThroughBff, name: 'In the shell, Turkish dark', globals: TURKISH_DARK };
