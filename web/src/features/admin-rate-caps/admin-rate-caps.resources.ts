/**
 * The caps' list, and their changes as the commands of one record (its id unused, as Currency Tools' table): a group's
 * cap, a company's own cap set or removed. The list reloads after each (admin-rate-caps.feature.ts).
 */
import { parseRateCapQuery, type RateCapGroup, type RateCapListAnswer } from '@contract/admin-rate-caps/rate-cap.types';
import { command, createDetailResource, type CommandName, type OnCommand } from '@web/lib/resources/detail-resource';
import { createListResource } from '@web/lib/resources/list-resource';
import { fetchRateCaps, removeOwnRateCap, setOwnRateCap, setRateCap } from './admin-rate-caps.api';

export const CHANGES_ID = 0;

export interface CapChange {
  group: RateCapGroup;
  cap: number;
}
export interface OwnCapChange extends CapChange {
  companyId: number;
}

export const rateCapList = createListResource('adminRateCaps', fetchRateCaps);

export const rateCapChanges = createDetailResource('adminRateCapChanges', (): Promise<RateCapListAnswer> => fetchRateCaps(parseRateCapQuery({})), {
  setCap: command((_id, { group, cap }: CapChange) => setRateCap(group, { cap }).then(() => null), 'adminRateCaps.edit.done'),
  setOwnCap: command((_id, { group, companyId, cap }: OwnCapChange) => setOwnRateCap(group, companyId, { cap }).then(() => null), 'adminRateCaps.own.done'),
  removeOwnCap: command(
    (_id, { group, companyId }: Omit<OwnCapChange, 'cap'>) => removeOwnRateCap(group, companyId).then(() => null),
    'adminRateCaps.remove.done',
  ),
});

export type RateCapCommand = CommandName<typeof rateCapChanges>;
export type OnRateCapCommand = OnCommand<typeof rateCapChanges>;
