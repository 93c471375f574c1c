import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { FilterBar } from '@web/components/list/FilterBar';
import { changeLanguage, i18n } from '@web/lib/i18n';
import { FormField } from './FormField';

function renderDayForm(initial: string, onSubmit = vi.fn()) {
  render(
    <Formik
      initialValues={{ start: initial }}
      validate={(values) => (/^\d{4}-\d{2}-\d{2}$/.test(values.start) ? {} : { start: 'validation.invoiceDateRequired' })}
      onSubmit={onSubmit}
    >
      <Form>
        <FormField name="start" type="date" labelKey="logistics.holidays.fields.start" />
        <button type="submit">{i18n.t('list.filters.apply')}</button>
      </Form>
    </Formik>,
  );
  return { onSubmit, input: screen.getByRole('textbox') };
}

describe('DateInput', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('shows a day the portal’s way in its language, not the browser’s: dd/mm/yyyy in English, dd.mm.yyyy in Turkish', async () => {
    const { input } = renderDayForm('2026-12-07');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('07/12/2026');
    expect(input).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await act(() => changeLanguage('tr'));
    expect(input).toHaveValue('07.12.2026');
    expect(input).toHaveAttribute('placeholder', 'gg.aa.yyyy');
    expect(screen.getByRole('button', { name: 'Takvimden gün seçin' })).toBeInTheDocument();
  });

  it('keeps the value ISO: a typed day is sent as yyyy-mm-dd and written back in full when the field is left', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('tr'));
    const { input, onSubmit } = renderDayForm('');
    await user.type(input, '7.2.2027');
    expect(input).toHaveValue('7.2.2027');
    await user.tab();
    expect(input).toHaveValue('07.02.2027');
    await user.click(screen.getByRole('button', { name: i18n.t('list.filters.apply') }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ start: '2027-02-07' });
  });

  it('answers a text that is no day with the portal’s own message, in the interface language', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('tr'));
    const { input, onSubmit } = renderDayForm('');
    await user.type(input, '31.02.2027');
    await user.click(screen.getByRole('button', { name: i18n.t('list.filters.apply') }));
    expect(await screen.findByText('Lütfen fatura tarihini girin.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('31.02.2027');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('gives a list filter ISO days typed the Turkish way', async () => {
    const user = userEvent.setup();
    await act(() => changeLanguage('tr'));
    const onApply = vi.fn();
    render(
      <FilterBar fields={[{ kind: 'dateRange', from: 'from', to: 'to', labelKey: 'list.filters.label' }]} values={{}} onApply={onApply} onReset={vi.fn()} />,
    );
    const [from, to] = screen.getAllByRole('textbox');
    await user.type(from!, '01.03.2026');
    await user.type(to!, '05.03.2026');
    await user.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(onApply).toHaveBeenCalledWith({ from: '2026-03-01', to: '2026-03-05' });
  });
});
