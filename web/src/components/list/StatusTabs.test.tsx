import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, i18n } from '@web/lib/i18n';
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

  it('stops spinning when the list failed or asked nothing: an unknown count is a dash', () => {
    const { rerender } = render(<StatusTabs tabs={tabs} active="open" counts={null} status="error" onChange={vi.fn()} />);
    expect(screen.queryAllByLabelText('Count loading')).toHaveLength(0);
    expect(screen.getByTestId('tab-count-open')).toHaveTextContent('–Count not known');
    rerender(<StatusTabs tabs={tabs} active="open" counts={{ open: 4 }} status="ready" onChange={vi.fn()} />);
    expect(screen.getByTestId('tab-count-open')).toHaveTextContent('4');
    expect(screen.getByTestId('tab-count-closed')).toHaveTextContent('–Count not known');
    rerender(<StatusTabs tabs={tabs} active="open" counts={{ open: 4 }} status="loading" onChange={vi.fn()} />);
    expect(screen.getAllByLabelText('Count loading')).toHaveLength(1);
  });

  it('is one Tab stop; arrows, Home and End move along the tabs, Enter opens the focused one', async () => {
    const three = [...tabs, { id: 'none', labelKey: 'common.none' }] as const;
    const onChange = vi.fn();
    render(
      <>
        <button type="button">{i18n.t('common.previous')}</button>
        <StatusTabs tabs={three} active="closed" counts={null} onChange={onChange} />
        <button type="button">{i18n.t('common.next')}</button>
      </>,
    );
    const [open, closed, all] = screen.getAllByRole('tab');
    screen.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.tab();
    expect(closed).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    closed!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(open).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(all).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(open).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(all).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([['none']]);
  });
});
