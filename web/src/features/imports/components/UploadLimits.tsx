import { useTranslation } from 'react-i18next';
import type { ImportKind, ImportSettingsAnswer } from '@contract/imports/import.types';
import { useFormatters, type Formatters } from '@web/lib/format';
import { limitLines, type LimitValue } from '../import-file';

/** An amount as money; a count or a size stays a number, which its text writes with `{{name, number}}`. */
function shown(value: LimitValue, format: Formatters): string | number {
  return value.kind === 'usd' ? format.money(value.value, 'USD') : value.value;
}

/** The limits an upload of this kind runs under (spec §5), as the settings give them. */
export function UploadLimits({ kind, settings }: { kind: ImportKind; settings: ImportSettingsAnswer }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="mt-3">
      <h3 className="h6">{t('imports.limits.title')}</h3>
      <ul className="small text-body-secondary mb-0 ps-3" data-testid="upload-limits">
        {limitLines(kind, settings).map((line) => (
          <li key={line.key} data-testid={`limit-${line.key.replace('imports.limits.', '')}`}>
            {t(line.key, Object.fromEntries(Object.entries(line.values).map(([name, value]) => [name, shown(value, format)])))}
          </li>
        ))}
      </ul>
    </div>
  );
}
