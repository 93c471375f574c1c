import { useTranslation } from 'react-i18next';

/** A text with values inside a column's cell (the cells are declared outside components). */
export function KeyedValue({ textKey, values }: { textKey: string; values?: Record<string, string | number> }) {
  const { t } = useTranslation();
  return <>{t(textKey, values ?? {})}</>;
}
