/** The reports screen's story data: the world's figures for a range, and an audit trail of two changes. */
import { parseReportQuery } from '@contract/admin-reports/report.query';
import { parseAuditQuery } from '@contract/audit/audit.query';
import type { AuditEntry, AuditListAnswer } from '@contract/audit/audit.types';
import type { RawQuery } from '@contract/lists/list-query';
import { reportRows, reportSummary } from '@mocks/world/reports/operational-report';
import { createWorld } from '@mocks/world/world';
import { STORY_NOW } from '../support/order-data';

const world = createWorld({ now: STORY_NOW });
export const REPORT_RAW: RawQuery = { from: '2026-01-01', to: '2026-01-14' };
export const reportQuery = (raw: RawQuery = REPORT_RAW) => parseReportQuery(raw);
export const reportPage = reportRows(world, reportQuery(), STORY_NOW);
export const reportFigures = reportSummary(world, reportQuery(), STORY_NOW);
export const auditQuery = (raw: RawQuery = {}) => parseAuditQuery(raw);

const at = (minutes: number) => new Date(STORY_NOW - minutes * 60_000).toISOString();
const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'kind'>): AuditEntry => ({
  adminId: 'usr-admin',
  adminEmail: 'admin@demo.tezgah.dev',
  companyId: 1003,
  action: 'adminCompanyTools.setImportState',
  targets: { companyId: '1003' },
  input: null,
  before: null,
  after: null,
  requestId: `req-${fields.id}`,
  attemptId: null,
  status: null,
  code: null,
  at: at(10 - fields.id),
  prevHash: `prev-${fields.id}`,
  hash: `hash-${fields.id}`,
  ...fields,
});

/** An admin suspends a company's imports: the attempt, then its outcome with the state before and after. */
export const AUDIT_ENTRIES: AuditEntry[] = [
  entry({ id: 2, kind: 'outcome', attemptId: 1, status: 200, before: { importState: 'allowed' }, after: { importState: 'suspended' } }),
  entry({ id: 1, kind: 'attempt', input: { state: 'suspended' } }),
];
export const auditPage: AuditListAnswer = { items: AUDIT_ENTRIES, total: AUDIT_ENTRIES.length, page: 1, pageSize: 20 };
