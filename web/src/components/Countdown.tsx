import { CBadge } from '@coreui/react';
import { useTranslation } from 'react-i18next';
import { systemClock, timeLeftOf, useTicking, type Clock } from '@web/lib/clock';
import { useFormatters } from '@web/lib/format';

interface CountdownProps {
  /** The moment counted down to (ISO). */
  until: string;
  /** The last stretch shown as urgent (a red badge), in ms. */
  urgentMs: number;
  clock?: Clock;
  testId?: string;
  /** i18n keys of the text once the moment has passed ('Expired') and of the title naming the moment ('Expires …'). */
  endedKey?: string;
  labelKey?: string;
}

const two = (value: number) => String(value).padStart(2, '0');

/** The time left to `until` in days, hours, minutes and seconds, live; urgent in its last stretch; then 'Expired'. */
export function Countdown({
  until,
  urgentMs,
  clock = systemClock,
  testId = 'countdown',
  endedKey = 'countdown.expired',
  labelKey = 'countdown.label',
}: CountdownProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const end = Date.parse(until);
  const left = end - useTicking(clock, end);
  if (left <= 0) {
    return (
      <CBadge color="secondary" data-testid={testId} data-state="expired" title={format.dateTime(until)}>
        {t(endedKey)}
      </CBadge>
    );
  }
  const { days, hours, minutes, seconds } = timeLeftOf(left);
  const text = t('countdown.left', { days, hours: two(hours), minutes: two(minutes), seconds: two(seconds) });
  const label = t(labelKey, { when: format.dateTime(until) });
  if (left <= urgentMs) {
    return (
      <CBadge color="danger" className="font-monospace" data-testid={testId} data-state="urgent" title={label}>
        <time dateTime={until}>{text}</time>
      </CBadge>
    );
  }
  return (
    <time dateTime={until} className="font-monospace" data-testid={testId} data-state="running" title={label}>
      {text}
    </time>
  );
}
