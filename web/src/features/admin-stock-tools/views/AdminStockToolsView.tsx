import { useEffect, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useSearchParams } from 'react-router';
import { parseStockToolsQuery, stockToolsQueryToRaw } from '@contract/admin-stock-tools/stock-tools.types';
import { wholeId } from '@contract/lists/whole-id';
import { useListQuery, useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import type { CommandState } from '@web/lib/resources/detail-resource';
import { stockImport, stockPreview } from '../stock-tools.resources';
import { ZERO_DIALOG } from '../components/StockZeroDialog';
import { AdminStockToolsPage } from '../pages/AdminStockToolsPage';

/** /admin/stock-tools: the URL holds the company and the open zero dialog (`?action=zero&item=<scope>`). */
export function AdminStockToolsView() {
  const dispatch = useDispatch();
  const [query, update] = useListQuery(parseStockToolsQuery, stockToolsQueryToRaw);
  const preview = useSelector(stockPreview.select);
  const upload = useSelector(stockImport.select);
  const [params] = useSearchParams();
  const [, open, close] = useUrlDialog<typeof ZERO_DIALOG>();
  const handled = useRef<CommandState | null>(preview.command);
  const { companyId } = query;

  useEffect(() => {
    if (companyId !== undefined) dispatch(stockPreview.requested(companyId));
  }, [dispatch, companyId]);

  useEffect(() => {
    const { command } = preview;
    if (command === handled.current || command?.status !== 'done') return;
    handled.current = command;
    // The typed confirmation does not close itself; the table already shows the preview as it stands now.
    close();
  }, [preview, close]);

  return (
    <AdminStockToolsPage
      query={query}
      preview={preview}
      scopeId={params.get('item')}
      zero={commandView(preview, 'zero')}
      onApply={(values) => update({ companyId: wholeId(values.companyId) ?? undefined })}
      onReset={() => update({ companyId: undefined })}
      onRetry={() => companyId !== undefined && dispatch(stockPreview.requested(companyId))}
      onOpenZero={(scope) => {
        dispatch(stockPreview.commandReset());
        open(ZERO_DIALOG, { item: scope });
      }}
      onCommand={(...call) => companyId !== undefined && dispatch(stockPreview.commandCalled(companyId, ...call))}
      upload={upload}
      templateHref={stockImport.templateUrl()}
      errorFileUrl={stockImport.errorFileUrl}
      onSendFile={(file) => dispatch(stockImport.sent(file))}
      onUploadReset={() => dispatch(stockImport.reset())}
    />
  );
}
