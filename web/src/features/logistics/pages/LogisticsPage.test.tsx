import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { parseEadQuery } from '@contract/logistics/ead.query';
import { parseHolidayQuery } from '@contract/logistics/holiday.query';
import type { EadRow, Holiday, LogisticsProfile } from '@contract/logistics/logistics.types';
import { i18n } from '@web/lib/i18n';
import type { DetailState } from '@web/lib/resources/detail-resource';
import type { ListState } from '@web/lib/resources/list-resource';
import { countryNames } from '@web/components/country-names';
import { LogisticsPage, type LogisticsPageProps } from './LogisticsPage';

const HOLIDAY: Holiday = { id: 1_001_001, name: { en: 'Republic Day', tr: 'Cumhuriyet Bayramı' }, country: 'TR', start: '2026-10-28', end: '2026-10-29' };
const EAD: EadRow = { id: 3, originCountry: 'TR', destinationCountry: 'DE', estimatedDays: 5, saturday: true };
const PROFILE: LogisticsProfile = {
  originCountry: 'TR',
  hepsijet: { enabled: true, since: '2025-06-01T00:00:00.000Z' },
  customsDeclaration: { status: 'missing', updatedAt: null },
};
const page = <Row,>(items: Row[]) => ({ items, total: items.length, page: 1, pageSize: 25, tabCounts: { all: items.length } });
const list = <Row,>(items: Row[]): ListState<Row, 'all'> => ({ status: 'ready', query: null, page: page(items), error: null });
const profile: DetailState<LogisticsProfile> = { status: 'ready', id: 0, data: PROFILE, error: null, command: null };
const idle = { submitting: false, error: null, succeeded: false };

function renderAt(
  url: string,
  section: LogisticsPageProps['section'] = 'holidays',
  holidays: { rows: Holiday[]; query: string } = { rows: [HOLIDAY], query: '' },
) {
  const onCommand = vi.fn();
  const onOpenDialog = vi.fn();
  const onSectionChange = vi.fn();
  const handlers = { onQueryChange: vi.fn(), onFiltersApply: vi.fn(), onFiltersReset: vi.fn(), onRetry: vi.fn(), onExport: vi.fn() };
  render(
    <MemoryRouter initialEntries={[url]}>
      <LogisticsPage
        section={section}
        onSectionChange={onSectionChange}
        profile={profile}
        onProfileRetry={vi.fn()}
        holidays={{
          ...handlers,
          query: parseHolidayQuery(Object.fromEntries(new URLSearchParams(holidays.query))),
          state: list(holidays.rows),
          today: '2026-01-15',
          onOpenDialog,
          commandOf: () => idle,
          onCommand,
        }}
        ead={{ ...handlers, query: parseEadQuery({}), state: list([EAD]) }}
      />
    </MemoryRouter>,
  );
  return { onCommand, onOpenDialog, onSectionChange, handlers };
}

const field = (dialog: ReturnType<typeof within>, key: string) => dialog.getByLabelText(i18n.t(`logistics.holidays.fields.${key}`));

describe('LogisticsPage', () => {
  it('says “No holidays yet.” when no filter is set', () => {
    renderAt('/logistics', 'holidays', { rows: [], query: '' });
    expect(screen.getByTestId('list-empty')).toHaveTextContent(i18n.t('logistics.holidays.empty'));
  });

  it('says a filtered empty list matches nothing, not that there are no holidays', () => {
    renderAt('/logistics?country=DE', 'holidays', { rows: [], query: 'country=DE' });
    expect(screen.getByTestId('list-empty')).toHaveTextContent(i18n.t('list.states.noMatch'));
    expect(screen.getByTestId('list-empty')).not.toHaveTextContent(i18n.t('logistics.holidays.empty'));
  });

  it('lists the holidays with their country’s name, opens their dialogs and switches sections', () => {
    const { onOpenDialog, onSectionChange, handlers } = renderAt('/logistics');
    expect(screen.getByTestId('data-row')).toHaveTextContent('Republic Day');
    expect(screen.getByTestId('data-row')).toHaveTextContent(countryNames('en').nameOf('TR'));
    fireEvent.click(screen.getByRole('button', { name: `${i18n.t('logistics.holidays.delete.action')}: Republic Day` }));
    expect(onOpenDialog).toHaveBeenCalledWith('delete', 1_001_001);
    fireEvent.click(screen.getByTestId('toolbar-create'));
    expect(onOpenDialog).toHaveBeenCalledWith('create');
    fireEvent.click(screen.getByTestId('toolbar-export'));
    expect(handlers.onExport).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('tab', { name: i18n.t('logistics.sections.ead') }));
    expect(onSectionChange).toHaveBeenCalledWith('ead');
  });

  it('refuses a start sooner than two days from today with the rule’s words, keeping what was typed', async () => {
    const { onCommand } = renderAt('/logistics?action=create');
    const dialog = within(await screen.findByTestId('dialog-create'));
    expect(field(dialog, 'country')).toHaveValue(countryNames('en').nameOf('TR'));
    expect(dialog.getByText(i18n.t('logistics.holidays.startHint', { date: '17/01/2026' }))).toBeInTheDocument();
    fireEvent.change(field(dialog, 'name'), { target: { value: 'Depo sayımı' } });
    fireEvent.change(field(dialog, 'start'), { target: { value: '2026-01-16' } });
    fireEvent.change(field(dialog, 'end'), { target: { value: '2026-01-16' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('logistics.holidays.validation.startTooSoon'))).toBeInTheDocument());
    expect(onCommand).not.toHaveBeenCalled();
    expect(field(dialog, 'name')).toHaveValue('Depo sayımı');
    fireEvent.change(field(dialog, 'start'), { target: { value: '2026-01-17' } });
    fireEvent.change(field(dialog, 'end'), { target: { value: '2026-01-18' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(onCommand).toHaveBeenCalledWith('create', { name: 'Depo sayımı', country: 'TR', start: '2026-01-17', end: '2026-01-18' }));
  });

  it('edits the holiday the URL names and asks before deleting it', async () => {
    const { onCommand } = renderAt('/logistics?action=edit&item=1001001');
    const dialog = within(await screen.findByTestId('dialog-edit'));
    // The day shows the portal's way (DateInput); the form's value stays ISO.
    expect(field(dialog, 'start')).toHaveValue('28/10/2026');
    fireEvent.change(field(dialog, 'end'), { target: { value: '2026-10-27' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() => expect(dialog.getByText(i18n.t('logistics.holidays.validation.endBeforeStart'))).toBeInTheDocument());
    fireEvent.change(field(dialog, 'end'), { target: { value: '2026-10-30' } });
    fireEvent.click(dialog.getByTestId('dialog-submit'));
    await waitFor(() =>
      expect(onCommand).toHaveBeenCalledWith('update', { id: 1_001_001, body: { ...HOLIDAY, id: undefined, name: 'Republic Day', end: '2026-10-30' } }),
    );
  });

  it('shows the EAD lanes and what staff set up', () => {
    renderAt('/logistics?section=ead', 'ead');
    expect(screen.getByTestId('data-row')).toHaveTextContent('Germany');
    expect(screen.getByTestId('data-row')).toHaveTextContent(i18n.t('logistics.ead.days', { count: 5 }));
  });

  it('says what Hepsijet and the customs declaration mean and whom to ask', () => {
    renderAt('/logistics?section=shipping', 'shipping');
    expect(screen.getByTestId('hepsijet-state')).toHaveTextContent(i18n.t('logistics.shipping.hepsijet.enabled'));
    expect(screen.getByTestId('customs-card')).toHaveTextContent(i18n.t('logistics.shipping.customs.text.missing'));
    expect(screen.getByTestId('logistics-who-to-ask')).toHaveTextContent(i18n.t('logistics.shipping.whoToAsk'));
  });
});
