/** Hepsijet on or off for the ticked companies (`?action=hepsijetOn|hepsijetOff`), confirmed with their count. */
import { useTranslation } from 'react-i18next';
import { UrlFormDialog } from '@web/components/detail/UrlFormDialog';
import type { CommandView } from '@web/lib/resources/command-view';

export type HepsijetDialogName = 'hepsijetOn' | 'hepsijetOff';

export interface HepsijetDialogProps {
  name: HepsijetDialogName;
  count: number;
  command: CommandView;
  onConfirm: () => void;
}

export function HepsijetDialog({ name, count, command, onConfirm }: HepsijetDialogProps) {
  const { t } = useTranslation();
  const on = name === 'hepsijetOn';
  return (
    <UrlFormDialog<Record<string, never>>
      name={name}
      titleKey={on ? 'adminLogistics.hepsijet.onTitle' : 'adminLogistics.hepsijet.offTitle'}
      submitKey={on ? 'adminLogistics.hepsijet.turnOn' : 'adminLogistics.hepsijet.turnOff'}
      submitColor={on ? 'primary' : 'danger'}
      initialValues={{}}
      onSubmit={onConfirm}
      {...command}
    >
      {() => <p data-testid={`${name}-confirm`}>{t(on ? 'adminLogistics.hepsijet.onText' : 'adminLogistics.hepsijet.offText', { count })}</p>}
    </UrlFormDialog>
  );
}
