import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@web/lib/i18n';
import { FilterBar, type FilterBarProps } from './FilterBar';
import type { FilterField } from './list-types';

const fields: FilterField[] = [
  { kind: 'dateRange', from: 'from', to: 'to', labelKey: 'list.filters.label' },
  {
    kind: 'select',
    name: 'country',
    labelKey: 'adminCompanies.columns.country',
    options: [
      { value: 'TR', labelKey: 'languages.tr' },
      { value: 'AE', labelKey: 'languages.en' },
    ],
  },
  { kind: 'text', name: 'name', labelKey: 'adminCompanies.columns.name', hintKey: 'adminCompanies.searchPlaceholder' },
];

function renderBar(overrides: Partial<FilterBarProps> = {}) {
  const props: FilterBarProps = { fields, values: {}, onApply: vi.fn(), onReset: vi.fn(), ...overrides };
  const view = render(<FilterBar {...props} />);
  return { ...view, props };
}

const input = (id: string) => document.querySelector<HTMLInputElement>(`[id$="-${id}"]`)!;

describe('FilterBar', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('starts from the URL values and applies every field, trimmed, empty ones as undefined', async () => {
    const { props } = renderBar({ values: { name: 'Ali', page: 3, sort: { field: 'x', direction: 'asc' } } });
    expect(screen.getByLabelText('Name')).toHaveValue('Ali');
    await userEvent.clear(screen.getByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), '  Veli  ');
    await userEvent.selectOptions(screen.getByLabelText('Country'), 'TR');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onApply).toHaveBeenCalledWith({ from: undefined, to: undefined, country: 'TR', name: 'Veli' });
  });

  it('shows the hint under its field, linked for assistive technology', () => {
    renderBar();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Company name, ID or owner e-mail');
  });

  it('refuses a range longer than 10 days and a half range, with the spec texts', async () => {
    const { props } = renderBar();
    await userEvent.type(input('from'), '2026-03-01');
    await userEvent.type(input('to'), '2026-03-11');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The date range cannot exceed 10 days.')).toBeInTheDocument();
    expect(input('from')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(input('to'));
    expect(await screen.findByText('Please select a date range.')).toBeInTheDocument();
    await userEvent.type(input('to'), '2026-03-10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(props.onApply).toHaveBeenCalledTimes(1);
    expect(props.onApply).toHaveBeenCalledWith(expect.objectContaining({ from: '2026-03-01', to: '2026-03-10' }));
  });

  it('requires a range where the field says so', async () => {
    const { props } = renderBar({ fields: [{ kind: 'dateRange', from: 'from', to: 'to', labelKey: 'list.filters.label', required: true }] });
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Please select a date range.')).toBeInTheDocument();
    expect(props.onApply).not.toHaveBeenCalled();
  });

  it("shows the screen's own problems in the user's language", async () => {
    await act(() => changeLanguage('tr'));
    const validate = vi.fn((values: Record<string, string>) => ((values.name ?? '').startsWith('0') ? null : { name: 'validation.required' }));
    const { props } = renderBar({ validate, values: { name: '123' } });
    expect(screen.getByText('Bu alan zorunludur.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Ad'));
    await userEvent.type(screen.getByLabelText('Ad'), '0123');
    await userEvent.click(screen.getByRole('button', { name: 'Uygula' }));
    expect(props.onApply).toHaveBeenCalledWith(expect.objectContaining({ name: '0123' }));
    expect(screen.queryByText('Bu alan zorunludur.')).not.toBeInTheDocument();
  });

  it('resets the form and asks the view to clear the URL', async () => {
    const { props } = renderBar({ values: { name: 'Ali', country: 'AE' } });
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(props.onReset).toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Country')).toHaveValue('');
  });

  it('follows new URL values (Back after an apply)', () => {
    const { props, rerender } = renderBar({ values: { name: 'Ali' } });
    rerender(<FilterBar {...props} values={{ name: 'Veli' }} />);
    expect(screen.getByLabelText('Name')).toHaveValue('Veli');
  });

  it('folds behind a Filters button on a phone, counting the active filters, and folds again after Apply', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(390);
    try {
      const { props } = renderBar({ values: { name: 'Ali', from: '2026-11-01', to: '2026-11-05' } });
      const toggle = screen.getByRole('button', { name: 'Filters (2 active)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('filter-bar')).toHaveClass('d-none');
      await userEvent.click(toggle);
      expect(screen.getByTestId('filter-bar')).not.toHaveClass('d-none');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(props.onApply).toHaveBeenCalled();
      expect(screen.getByTestId('filter-bar')).toHaveClass('d-none');
    } finally {
      width.mockRestore();
    }
  });

  it('folds into a bar at every width when the screen asks, with Reset in the bar while filters are active', async () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    try {
      const { props } = renderBar({ fold: 'always', values: { name: 'Ali' } });
      const toggle = screen.getByRole('button', { name: 'Filters (1 active)' });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(screen.getByTestId('filter-bar')).toHaveClass('d-none');
      await userEvent.click(screen.getByTestId('filter-bar-reset'));
      expect(props.onReset).toHaveBeenCalled();
      await userEvent.click(toggle);
      expect(screen.getByTestId('filter-bar')).not.toHaveClass('d-none');
      expect(screen.queryByTestId('filter-bar-reset')).toBeNull();
    } finally {
      width.mockRestore();
    }
  });

  it('stays open on a wide screen unless the screen asks it to fold', () => {
    const width = vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1440);
    try {
      renderBar({ values: { name: 'Ali' } });
      expect(screen.queryByTestId('filter-toggle')).toBeNull();
      expect(screen.getByTestId('filter-bar')).not.toHaveClass('d-none');
    } finally {
      width.mockRestore();
    }
  });
});
