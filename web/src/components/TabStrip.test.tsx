import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@web/lib/i18n';
import { TabStrip } from './TabStrip';

const VIEWS = ['ead', 'holidays', 'etgb'] as const;
const LABEL = 'Views';

describe('TabStrip', () => {
  it('is one Tab stop whose arrows, Home and End move along it, and opens the focused tab on Enter', async () => {
    const onChange = vi.fn();
    render(
      <>
        <button type="button">{i18n.t('common.previous')}</button>
        <TabStrip tabs={VIEWS} active="holidays" onChange={onChange} label={LABEL} render={(id) => id.toUpperCase()} idPrefix="view" controls={() => 'panel'} />
        <button type="button">{i18n.t('common.next')}</button>
      </>,
    );
    expect(screen.getByRole('tablist', { name: LABEL })).toBeInTheDocument();
    const [ead, holidays, etgb] = screen.getAllByRole('tab');
    expect([holidays!.id, holidays!.getAttribute('aria-selected'), holidays!.getAttribute('aria-controls')]).toEqual(['view-holidays', 'true', 'panel']);
    screen.getByRole('button', { name: 'Previous' }).focus();
    await userEvent.tab();
    expect(holidays).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    holidays!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(etgb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(ead).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(etgb).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.calls).toEqual([['etgb']]);
  });
});
