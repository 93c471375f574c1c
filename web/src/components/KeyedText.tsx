import { useTranslation } from 'react-i18next';

/** A value's label from a key family: `<KeyedText prefix="orders.status" value="open" />` shows t('orders.status.open'). */
export function KeyedText({ prefix, value }: { prefix: string; value: string }) {
  const { t } = useTranslation();
  return <>{t(`${prefix}.${value}`)}</>;
}
