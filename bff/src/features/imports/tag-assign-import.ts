/** The tag-assign file (spec §9 "tag assign"): a staff import (staff-import.ts) of tags onto products and companies. */
import { TAG_ASSIGN_COLUMNS, TAG_ASSIGN_GUIDES } from '@contract/imports/tag-assign.rules';
import type { StaffImportSpec } from './staff-import';

export const TAG_ASSIGN_IMPORT: StaffImportSpec = {
  kind: 'tagAssign',
  columns: TAG_ASSIGN_COLUMNS,
  guides: TAG_ASSIGN_GUIDES,
  notes: ['tagTargets'],
  templateName: 'tag-assign-template.xlsx',
};
