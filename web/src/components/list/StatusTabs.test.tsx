import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage } from '@web/lib/i18n';
import { StatusTabs } from './StatusTabs';

const tabs = [
  { id: 'open', labelKey: 'common.yes' },
  { id: 'closed', labelKey: 'common.no' },
] as const;

describe('StatusTabs', () => {
  afterEach(async () => {
    await act(() => changeLanguage('en'));
  });

  it('marks the active tab and reports a change of tab only', async () => {
    const onChange = vi.fn();
    render(<StatusTabs tabs={tabs} active="open" counts={{ open: 3, closed: 1250 }} onChange={onChange} />);
    expect(screen.getByRole('tab', { name: /Yes/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /No/ })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByTestId('tab-count-closed')).toHaveTextContent('1,250');
    await userEvent.click(screen.getByRole('tab', { name: /Yes/ }));
    await userEvent.click(screen.getByRole('tab', { name: /No/ }));
    expect(onChange.mock.calls).toEqual([['closed']]);
  });

  it('shows a loading badge while counts are unknown, and numbers in the interface language', async () => {
    const { rerender } = render(<StatusTabs tabs={tabs} active="open" counts={null} onChange={vi.fn()} />);
    expect(screen.getAllByLabelText('Count loading')).toHaveLength(2);
    rerender(<StatusTabs tabs={tabs} active="open" counts={{ open: 2 }} onChange={vi.fn()} />);
    expect(screen.getByTestId('tab-count-open')).toHaveTextContent('2');
    expect(screen.getAllByLabelText('Count loading')).toHaveLength(1);
    await act(() => changeLanguage('tr'));
    rerender(<StatusTabs tabs={tabs} active="open" counts={{ open: 2, closed: 1250 }} onChange={vi.fn()} />);
    expect(screen.getByTestId('tab-count-closed')).toHaveTextContent('1.250');
    expect(screen.getByRole('tablist', { name: 'Durum' })).toBeInTheDocument();
  });
});
