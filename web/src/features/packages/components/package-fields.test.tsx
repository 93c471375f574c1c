import { act, render, screen } from '@testing-library/react';
import type { DeliveryRow } from '@contract/packages/package.types';
import { DataTable } from '@web/components/list/DataTable';
import { changeLanguage } from '@web/lib/i18n';
import { useFormatters } from '@web/lib/format';
import { MemoryRouter } from 'react-router';
import { deliveryColumns } from './package-fields';

const ROWS: DeliveryRow[] = [
  { date: '2026-11-20T09:00:00.000Z', detail: 'Shipping label created', location: 'İstanbul', status: 'created', message: '' },
  { date: '2026-11-22T09:00:00.000Z', detail: 'Delivered to the customer', location: 'Ankara', status: 'delivered', message: 'signedByRecipient' },
  { date: '2026-11-23T09:00:00.000Z', detail: 'Paket şubede bekliyor', location: 'İzmir', status: 'atBranch', message: 'Şube: Konak' },
];

function Tracking() {
  const format = useFormatters();
  return <DataTable columns={deliveryColumns(format)} rows={ROWS} rowKey={(row) => row.date} labelKey="packages.detail.delivery.status" />;
}

describe('package tracking rows', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it("name a carrier's known events and notes in the reader's language, and keep its own texts as it sent them", async () => {
    await act(() => changeLanguage('tr'));
    render(
      <MemoryRouter>
        <Tracking />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('data-row');
    expect(rows[0]).toHaveTextContent('Etiket oluşturuldu');
    expect(rows[0]).toHaveTextContent('Kargo etiketi oluşturuldu');
    expect(rows[1]).toHaveTextContent('Alıcı tarafından imzalandı');
    expect(rows[2]).toHaveTextContent('atBranch');
    expect(rows[2]).toHaveTextContent('Paket şubede bekliyor');
    expect(rows[2]).toHaveTextContent('Şube: Konak');
  });
});
