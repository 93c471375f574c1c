import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@web/lib/i18n';
import { ColumnPicker } from './ColumnPicker';
import { COLUMNS_STORAGE_KEY, hiddenColumnIds, readColumnChoices, useColumnVisibility, writeColumnChoices } from './column-visibility';
import { sampleColumns } from './test-rows';

describe('column visibility', () => {
  it('hides defaultHidden columns until chosen, and only hideable columns at all', () => {
    expect(hiddenColumnIds(sampleColumns, {})).toEqual(['email']);
    expect(hiddenColumnIds(sampleColumns, { email: true, country: false, name: false })).toEqual(['country']);
  });

  it('keeps the choice per list id in localStorage and ignores junk', () => {
    writeColumnChoices('orders', { country: false });
    writeColumnChoices('packages', { email: true });
    expect(JSON.parse(localStorage.getItem(COLUMNS_STORAGE_KEY) ?? '{}')).toEqual({ orders: { country: false }, packages: { email: true } });
    expect(readColumnChoices('orders')).toEqual({ country: false });
    localStorage.setItem(COLUMNS_STORAGE_KEY, '{oops');
    expect(readColumnChoices('orders')).toEqual({});
    localStorage.setItem(COLUMNS_STORAGE_KEY, JSON.stringify({ orders: { country: 'no' }, packages: { email: true } }));
    expect(readColumnChoices('orders')).toEqual({});
    expect(readColumnChoices('packages')).toEqual({ email: true });
  });

  it("keeps each signed-in user's choices apart in a shared browser", () => {
    const signIn = (email: string) => localStorage.setItem('userData', JSON.stringify({ userRole: 'user', email }));
    try {
      signIn('ayse@example.test');
      writeColumnChoices('orders', { country: false });
      signIn('omar@example.test');
      expect(readColumnChoices('orders')).toEqual({});
      writeColumnChoices('orders', { email: true });
      signIn('ayse@example.test');
      expect(readColumnChoices('orders')).toEqual({ country: false });
    } finally {
      localStorage.removeItem('userData');
    }
  });

  it('remembers a choice across mounts', () => {
    const first = renderHook(() => useColumnVisibility('orders', sampleColumns));
    act(() => first.result.current.setVisible('country', false));
    act(() => first.result.current.setVisible('email', true));
    expect(first.result.current.hidden).toEqual(['country']);
    expect(first.result.current.pinned).toEqual(['email']);
    first.unmount();
    const again = renderHook(() => useColumnVisibility('orders', sampleColumns));
    expect(again.result.current.hidden).toEqual(['country']);
    expect(again.result.current.chosen).toBe(true);
    const other = renderHook(() => useColumnVisibility('packages', sampleColumns));
    expect(other.result.current.hidden).toEqual(['email']);
    act(() => again.result.current.reset());
    expect(again.result.current).toMatchObject({ hidden: ['email'], pinned: [], chosen: false });
    expect(readColumnChoices('orders')).toEqual({});
  });

  it('offers the hideable columns in a dropdown with their state', async () => {
    const onChange = vi.fn();
    render(<ColumnPicker columns={sampleColumns} hidden={['email']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    expect(screen.getByRole('checkbox', { name: 'Country' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'E-mail' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Name' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'E-mail' }));
    expect(onChange).toHaveBeenCalledWith('email', true);
  });

  it('renders nothing when no column may be hidden (every column essential)', () => {
    const essential = sampleColumns.slice(0, 2).map((column) => ({ ...column, priority: 'essential' as const }));
    const { container } = render(<ColumnPicker columns={essential} hidden={[]} onChange={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
