import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import { systemClock } from '@web/lib/clock';
import { useUrlDialog } from '@web/lib/list-url';
import { commandView } from '@web/lib/resources/command-view';
import { campaignSkuErrorFileUrl, campaignSkuTemplateUrl, searchCampaignVariants } from '../campaigns.api';
import { campaignDetail } from '../campaigns.resources';
import { CampaignDetailPage, type CampaignDialog } from '../pages/CampaignDetailPage';
import { selectSkuUpload, skuFileSent, skuUploadReset } from '../sku-upload.slice';

/** /campaigns/:campaignId: each dialog is `?action=<name>`. */
export function CampaignDetailView() {
  const dispatch = useDispatch();
  const id = Number(useParams().campaignId);
  const [, openDialog] = useUrlDialog<CampaignDialog>();
  const state = useSelector(campaignDetail.select);
  const upload = useSelector(selectSkuUpload);
  useEffect(() => {
    dispatch(campaignDetail.requested(id));
    dispatch(skuUploadReset());
  }, [dispatch, id]);
  const onSearchVariants = useCallback((q: string) => searchCampaignVariants(id, q).then((answer) => answer.items), [id]);
  return (
    <CampaignDetailPage
      state={state}
      upload={upload}
      today={new Date(systemClock()).toISOString().slice(0, 10)}
      templateHref={campaignSkuTemplateUrl()}
      errorFileUrl={campaignSkuErrorFileUrl}
      commandOf={(name) => commandView(state, name)}
      onCommand={(...call) => dispatch(campaignDetail.commandCalled(id, ...call))}
      onOpenDialog={openDialog}
      onSearchVariants={onSearchVariants}
      onSendSkus={(file) => dispatch(skuFileSent(id, file))}
      onUploadReset={() => dispatch(skuUploadReset())}
      onRetry={() => dispatch(campaignDetail.requested(id))}
    />
  );
}
