import { CBadge } from '@coreui/react';
import type { LogLevel } from '@contract/logs/log.types';
import { KeyedText } from '@web/components/KeyedText';

const LEVEL_COLOR: Record<LogLevel, string> = { info: 'info', warning: 'warning', error: 'danger' };

export function LogLevelBadge({ level }: { level: LogLevel }) {
  return (
    <CBadge color={LEVEL_COLOR[level]} data-testid="log-level" data-level={level}>
      <KeyedText prefix="marketplaceLogs.levels" value={level} />
    </CBadge>
  );
}
