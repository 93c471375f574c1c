import { useTranslation } from 'react-i18next';

/**
 * A value's label from a key family: `<KeyedText prefix="orders.status" value="open" />` shows t('orders.status.open').
 * With `fallback`, a value the family does not know (a carrier's own text) shows the fallback as it came.
 */
export function KeyedText({ prefix, value, fallback }: { prefix: string; value: string; fallback?: string }) {
  const { t, i18n } = useTranslation();
  const key = `${prefix}.${value}`;
  return <>{fallback === undefined || i18n.exists(key) ? t(key) : fallback}</>;
}
