import { staffExportHandler } from './staff-export';
import type { JobHandler, RunningJob } from './job-queue';

const job = (payload: Record<string, unknown>): RunningJob => ({
  transactionId: 't1',
  payload,
  attempt: 1,
  progress: () => Promise.resolve(),
  signal: new AbortController().signal,
});

describe('staffExportHandler', () => {
  it('runs the export the job was queued for, and fails a job naming no known list', async () => {
    const brands: JobHandler = vi.fn(() => Promise.resolve({ rows: 3, file: 'brands.xlsx' }));
    const other: JobHandler = vi.fn(() => Promise.resolve({ rows: 1 }));
    const handler = staffExportHandler([
      ['brands', brands],
      ['lead-times', other],
    ]);
    await expect(handler(job({ list: 'brands' }))).resolves.toEqual({ rows: 3, file: 'brands.xlsx' });
    expect(other).not.toHaveBeenCalled();
    await expect(handler(job({ list: 'audit' }))).rejects.toMatchObject({ code: 'generic' });
    await expect(handler(job({}))).rejects.toMatchObject({ code: 'generic' });
  });
});
