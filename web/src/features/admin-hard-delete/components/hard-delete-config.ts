/** The hard delete screen as configuration: the scope tabs and the target's fields per scope. */
import { HARD_DELETE_SCOPES, type HardDeleteScope } from '@contract/admin-hard-delete/hard-delete.types';
import type { FilterField, TabDefinition } from '@web/components/list/list-types';

export const SCOPE_TABS: readonly TabDefinition<HardDeleteScope>[] = HARD_DELETE_SCOPES.map((id) => ({ id, labelKey: `adminHardDelete.scopes.${id}` }));

const COMPANY: FilterField = { kind: 'company', name: 'companyId', labelKey: 'admin.filters.company' };

/** The company always; the list of product ids or variant ids/SKUs unless the whole catalogue goes. */
export function targetFields(scope: HardDeleteScope): readonly FilterField[] {
  if (scope === 'catalog') return [COMPANY];
  return [
    COMPANY,
    {
      kind: 'text',
      name: 'targets',
      labelKey: `adminHardDelete.targets.${scope}`,
      hintKey: 'adminHardDelete.targets.hint',
      placeholderKey: `adminHardDelete.targets.${scope}Placeholder`,
    },
  ];
}
