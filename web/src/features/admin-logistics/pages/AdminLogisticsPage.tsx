/**
 * /admin/logistics/logistics (admin): every lane's EAD rows (edited by URL dialog, `?action=editEad&item=<id>`),
 * every company's holidays, companies with Hepsijet turned on or off in bulk (`?action=hepsijetOn|hepsijetOff` for the
 * ticked ones), and the ETGB file. The part on show is `?view=`.
 */
import { TabStrip } from '@web/components/TabStrip';
import { useTranslation } from 'react-i18next';
import type { CompanyLogisticsQuery, CompanyLogisticsTab, StaffHolidayQuery, StaffHolidayTab } from '@contract/admin-logistics/admin-logistics.query';
import {
  ADMIN_LOGISTICS_VIEWS,
  type AdminLogisticsView,
  type CompanyLogistics,
  type EadUpdateBody,
  type StaffHoliday,
} from '@contract/admin-logistics/admin-logistics.types';
import type { EadListQuery, EadTab } from '@contract/logistics/ead.query';
import type { EadRow } from '@contract/logistics/logistics.types';
import { StaffFilePanel, type StaffFileProps } from '@web/components/StaffFilePanel';
import type { CommandView } from '@web/lib/resources/command-view';
import type { AdminLogisticsCommand } from '../admin-logistics.resources';
import { EadDialog } from '../components/EadDialog';
import { HepsijetDialog } from '../components/HepsijetDialog';
import type { ListPanelProps } from '../components/list-props';
import { CompaniesPanel, EadPanel, HolidaysPanel } from '../components/LogisticsPanels';

export interface AdminLogisticsPageProps extends StaffFileProps {
  view: AdminLogisticsView;
  onViewChange: (view: AdminLogisticsView) => void;
  ead: ListPanelProps<EadListQuery, EadRow, EadTab>;
  holidays: ListPanelProps<StaffHolidayQuery, StaffHoliday, StaffHolidayTab>;
  companies: ListPanelProps<CompanyLogisticsQuery, CompanyLogistics, CompanyLogisticsTab>;
  selected: readonly string[];
  onSelect: (keys: string[]) => void;
  /** The lane the edit dialog names; null while it loads. */
  eadRow: EadRow | null;
  commandOf: (name: AdminLogisticsCommand) => CommandView;
  onOpenDialog: (name: 'editEad' | 'hepsijetOn' | 'hepsijetOff', eadId?: number) => void;
  onSaveEad: (eadId: number, body: EadUpdateBody) => void;
  onHepsijet: (enabled: boolean) => void;
}

function ViewNav({ view, onViewChange }: Pick<AdminLogisticsPageProps, 'view' | 'onViewChange'>) {
  const { t } = useTranslation();
  return (
    <TabStrip
      tabs={ADMIN_LOGISTICS_VIEWS}
      active={view}
      onChange={onViewChange}
      label={t('routes.adminLogistics')}
      render={(id) => t(`adminLogistics.views.${id}`)}
      idPrefix="logistics-view"
      testIdPrefix="logistics-view"
      controls={() => 'logistics-view-panel'}
      testId="logistics-views"
    />
  );
}

export function AdminLogisticsPage(props: AdminLogisticsPageProps) {
  const { t } = useTranslation();
  const { view, eadRow, commandOf, onOpenDialog } = props;
  return (
    <div data-testid="admin-logistics">
      <ViewNav view={view} onViewChange={props.onViewChange} />
      <div role="tabpanel" id="logistics-view-panel" aria-labelledby={`logistics-view-${view}`}>
        {view === 'ead' ? <EadPanel list={props.ead} onEdit={(row) => onOpenDialog('editEad', row.id)} /> : null}
        {view === 'holidays' ? <HolidaysPanel list={props.holidays} /> : null}
        {view === 'hepsijet' ? (
          <CompaniesPanel
            list={props.companies}
            selected={props.selected}
            onSelect={props.onSelect}
            onTurn={(enabled) => onOpenDialog(enabled ? 'hepsijetOn' : 'hepsijetOff')}
          />
        ) : null}
        {view === 'etgb' ? (
          <StaffFilePanel
            idPrefix="etgb"
            title={t('adminLogistics.views.etgb')}
            intro={t('adminLogistics.etgb.intro')}
            upload={props.upload}
            templateHref={props.templateHref}
            errorFileUrl={props.errorFileUrl}
            onSend={props.onSendFile}
            onReset={props.onUploadReset}
          />
        ) : null}
      </div>
      <EadDialog row={eadRow} command={commandOf('save')} onSubmit={(body) => eadRow && props.onSaveEad(eadRow.id, body)} />
      {(['hepsijetOn', 'hepsijetOff'] as const).map((name) => (
        <HepsijetDialog
          key={name}
          name={name}
          count={props.selected.length}
          command={commandOf('hepsijet')}
          onConfirm={() => props.onHepsijet(name === 'hepsijetOn')}
        />
      ))}
    </div>
  );
}
