import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { validationRowKey } from '@contract/admin-products/admin-validation';
import { pathOf } from '@contract/routes';
import type { ValidationCommand } from '@web/features/admin-products/admin-validation.resources';
import { AdminProductValidationPage } from '@web/features/admin-products/pages/AdminProductValidationPage';
import type { CommandView } from '@web/lib/resources/command-view';
import { i18n } from '@web/lib/i18n';
import { appParameters } from '../../.storybook/story-parameters';
import { apiFailure } from '../support/failures';
import { ENGLISH_DARK } from '../support/globals';
import { paddedRender } from '../support/layouts';
import { listPageHandlers, listPagePlays } from '../support/list-states';
import { failedList, loadingList, readyList } from '../support/order-data';
import { inTurkish } from '../support/turkish';
import { companiesState, noValidationRows, validationPage, validationQuery } from './admin-validation-data';

const query = validationQuery();
const page = validationPage(query);
const first = page.items[0]!;
const idle: CommandView = { submitting: false, error: null, succeeded: false };
const idleCommand: (name: ValidationCommand) => CommandView = () => idle;
const route = pathOf('adminProductValidation');

const meta = {
  title: 'Admin/Product validation',
  component: AdminProductValidationPage,
  args: {
    query,
    state: readyList(page),
    ...listPageHandlers(),
    selected: [],
    onSelectionChange: fn(),
    companies: companiesState(),
    onCompaniesRetry: fn(),
    commandOf: idleCommand,
    onCommand: fn(),
    onOpenDialog: fn(),
  },
  parameters: appParameters({ route }),
  render: paddedRender(AdminProductValidationPage),
} satisfies Meta<typeof AdminProductValidationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  name: 'Filled: whose product failed on which marketplace, and why',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rows = canvas.getAllByTestId('data-row');
    await expect(rows).toHaveLength(Math.min(page.total, query.pageSize));
    await expect(within(rows[0]!).getByTestId('validation-company')).toHaveTextContent(first.companyName);
    await expect(within(rows[0]!).getAllByTestId('validation-reason')[0]).toHaveTextContent(first.reasons[0]!);
    await expect(canvas.getByTestId('validation-company-entry')).toHaveTextContent('Anadolu Tekstil');
    await userEvent.click(within(rows[0]!).getByTestId('revalidate-row'));
    await expect(args.onOpenDialog).toHaveBeenCalledWith('revalidate', validationRowKey(first));
  },
};
export const Empty: Story = {
  args: { state: readyList(noValidationRows(query)), query: validationQuery({ companyId: undefined }) },
  play: listPagePlays.empty('adminProductValidation.empty'),
};
export const Loading: Story = { args: { state: loadingList(), companies: companiesState(null) }, play: listPagePlays.loading };
export const Failed: Story = {
  name: 'Error',
  args: {
    state: failedList(apiFailure('downstreamUnavailable')),
    companies: companiesState(null, { status: 'error', error: apiFailure('downstreamUnavailable') }),
  },
  play: listPagePlays.failed('adminProductValidation.loadError'),
};
export const NoCompanies: Story = {
  name: 'No company sees Product Validation',
  args: { companies: companiesState({ items: [] }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('validation-companies-empty')).toHaveTextContent(i18n.t('adminProductValidation.companies.empty'));
  },
};

const dialog = (url: string): Pick<Story, 'parameters'> => ({ parameters: appParameters({ route: `${route}?${url}` }) });
export const RevalidateOne: Story = {
  name: 'Dialog: re-validate one row',
  ...dialog(`action=revalidate&item=${validationRowKey(first)}`),
  play: async ({ args }) => {
    const modal = within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
    await expect(modal.getByTestId('revalidate-summary')).toHaveTextContent(String(first.productId));
    await userEvent.click(modal.getByRole('button', { name: i18n.t('adminProductValidation.revalidate.submit') }));
    await expect(args.onCommand).toHaveBeenCalledWith('revalidate', {
      items: [{ companyId: first.companyId, productId: first.productId, marketplace: first.marketplace }],
    });
  },
};
export const RevalidateSelected: Story = {
  name: 'Dialog: re-validate the ticked rows (a sample named)',
  ...dialog('action=revalidate'),
  args: { selected: page.items.slice(0, 7).map(validationRowKey) },
  play: async () => {
    const count = Math.min(page.items.length, 7);
    const summary = within(document.body).getByTestId('revalidate-summary');
    await expect(summary).toHaveTextContent(i18n.t('adminProductValidation.revalidate.question', { count }));
    await expect(within(summary).getAllByRole('listitem')).toHaveLength(Math.min(count, 5));
  },
};
export const RevalidateRefused: Story = {
  name: 'Refused: none of them is failing any more',
  ...dialog(`action=revalidate&item=${validationRowKey(first)}`),
  args: { commandOf: (name) => (name === 'revalidate' ? { ...idle, error: apiFailure('validationNotFailing') } : idle) },
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.validationNotFailing'));
  },
};
export const AddCompany: Story = { name: 'Dialog: add a company', ...dialog('action=addCompany') };
export const AddCompanyUnknown: Story = {
  name: 'Refused: a company the directory does not know',
  ...dialog('action=addCompany'),
  args: { commandOf: (name) => (name === 'addCompany' ? { ...idle, error: apiFailure('notFound') } : idle) },
  play: async () => {
    await expect(within(document.body).getByTestId('error-alert')).toHaveTextContent(i18n.t('errors.notFound'));
  },
};
export const RemoveCompany: Story = {
  name: 'Dialog: remove a company',
  ...dialog('action=removeCompany&item=1001'),
  play: async ({ args }) => {
    const modal = within(document.body.querySelector<HTMLElement>('[role="dialog"]')!);
    await userEvent.click(modal.getByRole('button', { name: i18n.t('adminProductValidation.companies.removeSubmit') }));
    await expect(args.onCommand).toHaveBeenCalledWith('removeCompany', 1001);
  },
};

export const FilledDark: Story = { ...Filled, name: 'Filled, dark', globals: ENGLISH_DARK };
export const FilledTr = inTurkish(Filled);
export const EmptyTr = inTurkish(Empty);
export const LoadingTr = inTurkish(Loading);
export const FailedTr = inTurkish(Failed);
export const NoCompaniesTr = inTurkish(NoCompanies);
export const RevalidateOneTr = inTurkish(RevalidateOne);
export const RevalidateSelectedTr = inTurkish(RevalidateSelected);
export const RevalidateRefusedTr = inTurkish(RevalidateRefused);
export const AddCompanyTr = inTurkish(AddCompany);
export const AddCompanyUnknownTr = inTurkish(AddCompanyUnknown);
export const RemoveCompanyTr = inTurkish(RemoveCompany);
