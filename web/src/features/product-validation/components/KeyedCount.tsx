import { useTranslation } from 'react-i18next';

/** A text with values (`{{count}}`, `{{spu}}`) inside a column's cell. */
export function KeyedCount({ textKey, values }: { textKey: string; values: Record<string, string | number> }) {
  const { t } = useTranslation();
  return <>{t(textKey, values)}</>;
}
