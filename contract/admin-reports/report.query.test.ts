import { describe, expect, it } from 'vitest';
import { parseReportQuery, reportQueryProblems, reportRange } from './report.query';

describe('report query', () => {
  it('reads a range, a known marketplace and a whole company id; drops the rest', () => {
    expect(parseReportQuery({ from: '2026-01-01', to: '2026-01-31', marketplace: 'amazon', companyId: '0x3e9' })).toMatchObject({
      from: '2026-01-01',
      to: '2026-01-31',
      marketplace: undefined,
      companyId: undefined,
    });
    expect(parseReportQuery({ marketplace: 'noon-ae', companyId: '1001' })).toMatchObject({ marketplace: 'noon-ae', companyId: 1001 });
  });

  it('takes both ends or neither, in order, up to 366 days (longer than the 10 days of the sellers’ lists)', () => {
    expect(reportQueryProblems({})).toBeNull();
    expect(reportQueryProblems({ from: '2025-01-16', to: '2026-01-15' })).toBeNull();
    expect(reportQueryProblems({ from: '2025-01-14', to: '2026-01-15' })).toEqual({ from: 'adminReports.rangeTooLong' });
    expect(reportQueryProblems({ from: '2026-01-15' })).toEqual({ from: 'validation.dateRangeRequired' });
    expect(reportQueryProblems({ from: '2026-01-15', to: '2026-01-14' })).toEqual({ from: 'validation.dateRangeOrder' });
  });

  it('covers the last 30 days to the clock’s day when no range is asked', () => {
    expect(reportRange({}, Date.UTC(2026, 0, 15, 23, 59))).toEqual({ from: '2025-12-17', to: '2026-01-15' });
    expect(reportRange({ from: '2026-01-01', to: '2026-01-02' }, 0)).toEqual({ from: '2026-01-01', to: '2026-01-02' });
  });
});
