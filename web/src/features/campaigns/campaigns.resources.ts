/** The campaigns list, and one campaign with its commands (create runs with id 0 and answers nothing: the list reloads). */
import type { AddCampaignVariantsBody, CampaignFormBody } from '@contract/campaigns/campaign.api';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { addCampaignVariants, cancelCampaign, createCampaign, fetchCampaign, fetchCampaigns, updateCampaign } from './campaigns.api';

export const campaignsList = createListResource('campaignsList', fetchCampaigns);

export const campaignDetail = createDetailResource('campaignDetail', fetchCampaign, {
  create: command((_id, body: CampaignFormBody) => createCampaign(body).then(() => null), 'campaigns.form.created'),
  save: command((id, body: CampaignFormBody) => updateCampaign(id, body), 'campaigns.form.saved'),
  cancel: command((id) => cancelCampaign(id), 'campaigns.cancel.done'),
  addVariants: command((id, body: AddCampaignVariantsBody) => addCampaignVariants(id, body), 'campaigns.variants.added'),
});

export type CampaignCommand = CommandName<typeof campaignDetail>;
export type OnCampaignCommand = OnCommand<typeof campaignDetail>;
