import { useTranslation } from 'react-i18next';

export function EmptyText({ textKey }: { textKey: string }) {
  const { t } = useTranslation();
  return <p className="text-body-secondary mb-0">{t(textKey)}</p>;
}
