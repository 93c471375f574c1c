/** The tags as an Excel export: the tab and filters on screen, one tag a row, with the screen's columns. */
import { parseTagQuery } from '@contract/admin-tags/tag.query';
import { TAG_SERVICE_ROUTES as SERVICE } from '@contract/admin-tags/tag.service-routes';
import type { Tag } from '@contract/admin-tags/tag.types';
import { SERVICE_PAGE_SIZE_MAX } from '@contract/lists/list-query';
import type { StaffExportDefinition } from '../../lib/jobs/staff-export';

export const TAG_EXPORT: StaffExportDefinition<Tag> = {
  fileBaseName: 'tags',
  columns: [
    { header: 'adminTags.columns.id', width: 10, value: (tag) => tag.id },
    { header: 'adminTags.columns.name', width: 28, kind: 'localized', value: (tag) => tag.name },
    { header: 'adminTags.columns.otherName', width: 40, value: (tag) => `${tag.name.en} / ${tag.name.tr}` },
    { header: 'adminTags.columns.colour', width: 12, kind: 'label', labels: 'adminTags.colours', value: (tag) => tag.colour },
    { header: 'adminTags.columns.kind', width: 12, kind: 'label', labels: 'adminTags.kinds', value: (tag) => tag.kind },
    { header: 'adminTags.columns.status', width: 12, kind: 'label', labels: 'adminTags.status', value: (tag) => tag.status },
    { header: 'adminTags.columns.usage', width: 10, value: (tag) => tag.usage },
  ],
  lister: (services, target) => (raw) => services.call(SERVICE.list, target.caller, { query: parseTagQuery(raw, SERVICE_PAGE_SIZE_MAX) }),
};
