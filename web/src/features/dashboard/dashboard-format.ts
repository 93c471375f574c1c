/** Short chart labels for days and months in the interface language (the rest goes through web/src/lib/format.ts). */
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/api/session';
import { localeOf } from '@web/lib/format';

export interface PeriodLabels {
  /** `YYYY-MM-DD` → "15 Jan" / "15 Oca". */
  day: (date: string) => string;
  /** `YYYY-MM` → "Jan 2026" / "Oca 2026". */
  month: (month: string) => string;
}

export function usePeriodLabels(): PeriodLabels {
  const { i18n } = useTranslation();
  const active = i18n.resolvedLanguage ?? i18n.language;
  const locale = localeOf(LANGUAGES.includes(active as Language) ? (active as Language) : DEFAULT_LANGUAGE);
  const dayFormat = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  return {
    day: (date) => dayFormat.format(new Date(`${date}T00:00:00Z`)),
    month: (month) => monthFormat.format(new Date(`${month}-01T00:00:00Z`)),
  };
}
