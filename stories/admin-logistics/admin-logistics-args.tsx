/** The logistics tools page's props for the stories, and the page wired to the URL so its buttons open the dialogs. */
import { useCallback } from 'react';
import { fn } from 'storybook/test';
import { AdminLogisticsPage, type AdminLogisticsPageProps } from '@web/features/admin-logistics/pages/AdminLogisticsPage';
import { useUrlDialog } from '@web/lib/list-url';
import { Padded } from '../support/layouts';
import { commandIn, readyList } from '../support/order-data';
import { companiesPage, companyQuery, eadPage, eadQuery, ETGB_UPLOADS, holidayQuery, holidaysPage } from './admin-logistics-data';

export const handlers = () => ({ onQueryChange: fn(), onFiltersApply: fn(), onFiltersReset: fn(), onRetry: fn() });

type DialogName = Parameters<AdminLogisticsPageProps['onOpenDialog']>[0];

export function pageArgs(overrides: Partial<AdminLogisticsPageProps> = {}): AdminLogisticsPageProps {
  const ead = eadQuery();
  const holidays = holidayQuery();
  const companies = companyQuery();
  return {
    view: 'ead',
    onViewChange: fn(),
    ead: { query: ead, state: readyList(eadPage(ead)), ...handlers() },
    holidays: { query: holidays, state: readyList(holidaysPage(holidays)), ...handlers() },
    companies: { query: companies, state: readyList(companiesPage(companies)), ...handlers() },
    selected: [],
    onSelect: fn(),
    eadRow: null,
    commandOf: commandIn(),
    onOpenDialog: fn(),
    onSaveEad: fn(),
    onHepsijet: fn(),
    upload: ETGB_UPLOADS.idle,
    templateHref: '/api/admin/logistics/etgb-template?lang=en',
    errorFileUrl: (id, language) => `/api/admin/logistics/etgb-imports/${id}/error-file?lang=${language}`,
    onSendFile: fn(),
    onUploadReset: fn(),
    ...overrides,
  };
}

/** The page as its view gives it: the buttons open their dialog through the URL (and the spy still hears them). */
export function LogisticsPageWithUrl(props: AdminLogisticsPageProps) {
  const [, open] = useUrlDialog<DialogName>();
  const { onOpenDialog } = props;
  const opened = useCallback(
    (name: DialogName, eadId?: number) => {
      onOpenDialog(name, eadId);
      open(name, eadId === undefined ? {} : { item: String(eadId) });
    },
    [onOpenDialog, open],
  );
  return (
    <Padded>
      <AdminLogisticsPage {...props} onOpenDialog={opened} />
    </Padded>
  );
}
