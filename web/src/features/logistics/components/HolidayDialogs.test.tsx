import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { i18n } from '@web/lib/i18n';
import { LogisticsPage } from '../pages/LogisticsPage';
import { parseEadQuery } from '@contract/logistics/ead.query';
import { parseHolidayQuery } from '@contract/logistics/holiday.query';

const idle = { submitting: false, error: null, succeeded: false };
const empty = { status: 'ready' as const, query: null, page: { items: [], total: 0, page: 1, pageSize: 25, tabCounts: { all: 0 } }, error: null };
const handlers = () => ({ onQueryChange: vi.fn(), onFiltersApply: vi.fn(), onFiltersReset: vi.fn(), onRetry: vi.fn(), onExport: vi.fn() });

describe('HolidayDialogs', () => {
  it('starts a new holiday in the company’s country, listed first and searchable, before the shipping profile has loaded', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/logistics?action=create']}>
        <LogisticsPage
          section="holidays"
          onSectionChange={vi.fn()}
          profile={{ status: 'loading', id: 0, data: null, error: null, command: null }}
          onProfileRetry={vi.fn()}
          companyCountry="AE"
          holidays={{
            ...handlers(),
            query: parseHolidayQuery({}),
            state: empty,
            today: '2026-01-15',
            onOpenDialog: vi.fn(),
            commandOf: () => idle,
            onCommand: vi.fn(),
          }}
          ead={{ ...handlers(), query: parseEadQuery({}), state: empty }}
        />
      </MemoryRouter>,
    );
    const dialog = within(await screen.findByTestId('dialog-create'));
    const country = dialog.getByRole('combobox', { name: i18n.t('logistics.holidays.fields.country') });
    expect(country).toHaveValue('United Arab Emirates');
    await user.click(country);
    expect(within(dialog.getByRole('listbox')).getAllByRole('option')[0]).toHaveTextContent('United Arab Emirates');
    await user.clear(country);
    await user.type(country, 'saudi');
    expect(
      within(dialog.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Saudi Arabia']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(country).toHaveValue('Saudi Arabia');
    expect(dialog.queryByRole('listbox')).toBeNull();
  });
});
