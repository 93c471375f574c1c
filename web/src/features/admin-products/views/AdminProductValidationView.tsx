import { useCallback, useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  ADMIN_VALIDATION_FILTER_KEYS,
  adminValidationQueryToRaw,
  parseAdminValidationFilters,
  parseAdminValidationQuery,
  validationRowKey,
} from '@contract/admin-products/admin-validation';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { useListScreen } from '@web/lib/resources/use-list-screen';
import { VALIDATION_SETTINGS_ID, validationExport, validationQueue, validationSettings } from '../admin-validation.resources';
import type { AdminValidationDialog } from '../components/AdminValidationDialogs';
import { AdminProductValidationPage } from '../pages/AdminProductValidationPage';

const FILTERS = { keys: ADMIN_VALIDATION_FILTER_KEYS, parse: parseAdminValidationFilters };

/** /admin/product-validation (admin only): the URL holds the queue's filters and page and the open dialog. */
export function AdminProductValidationView() {
  const dispatch = useDispatch();
  const list = useListScreen({ list: validationQueue, parse: parseAdminValidationQuery, toRaw: adminValidationQueryToRaw, filters: FILTERS });
  const { query } = list;
  const companies = useSelector(validationSettings.select);
  const [, open] = useUrlDialog<AdminValidationDialog>();
  // A selection belongs to the page it was made on: another filter or page starts with none.
  const [selection, setSelection] = useState<{ query: typeof query; keys: string[] }>({ query, keys: [] });
  // Rows sent again leave the queue, and with it the selection.
  const shown = new Set((list.state.page?.items ?? []).map(validationRowKey));
  const selected = selection.query === query ? selection.keys.filter((key) => shown.has(key)) : [];
  const loadCompanies = useCallback(() => dispatch(validationSettings.requested(VALIDATION_SETTINGS_ID)), [dispatch]);
  useEffect(() => {
    loadCompanies();
  }, [loadCompanies]);
  const onOpenDialog = useCallback((name: AdminValidationDialog, item?: string) => open(name, item === undefined ? {} : { item }), [open]);
  return (
    <AdminProductValidationPage
      {...list.page}
      onExport={() => dispatch(validationExport.requested(adminValidationQueryToRaw(query)))}
      selected={selected}
      onSelectionChange={(keys) => setSelection({ query, keys })}
      companies={companies}
      onCompaniesRetry={loadCompanies}
      commandOf={(name) => commandView(companies, name)}
      onCommand={(...call) => dispatch(validationSettings.commandCalled(VALIDATION_SETTINGS_ID, ...call))}
      onOpenDialog={onOpenDialog}
    />
  );
}
