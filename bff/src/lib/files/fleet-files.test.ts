/**
 * Two replicas on one session store: what one writes, the other serves only when the files are shared. On disk each
 * replica has its own folder (a download through the other answers 404); on one S3 bucket it is found.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLAIM_ROUTES } from '@contract/claims/claim.routes';
import type { ExportAnswer } from '@contract/orders/order.api';
import { TRANSACTION_ROUTES } from '@contract/transactions/transaction.routes';
import { manualClock } from '../clock';
import { MemoryStore } from '../memory-store';
import { TestBrowser } from '../../test/browser';
import { createHarness } from '../../test/harness';
import { startTestS3, TEST_S3_CREDENTIALS, type TestS3 } from '../../test/s3-server';

let s3: TestS3;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startTestS3();
  vi.stubEnv('AWS_ACCESS_KEY_ID', TEST_S3_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', TEST_S3_CREDENTIALS.secretAccessKey);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await s3.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const folder = async () => {
  const made = await mkdtemp(join(tmpdir(), 'tezgah-fleet-'));
  folders.push(made);
  return made;
};

/** Exports claims on replica one, then asks replica two, with the same session, for the file. */
async function exportThenDownloadElsewhere(envOf: () => Promise<Record<string, string>>): Promise<{ status: number; bytes: number }> {
  const clock = manualClock();
  const store = new MemoryStore({ clock });
  const one = await createHarness({ clock, env: await envOf(), makeStore: () => store });
  const two = await createHarness({ clock, env: await envOf(), makeStore: () => store });
  const onOne = new TestBrowser(one.app);
  await onOne.signIn('ayse@demo.tezgah.dev');
  const started = await onOne.call(CLAIM_ROUTES.export, { body: { tab: 'waiting' } });
  expect(started.status).toBe(202);
  const { transactionId } = (await started.json()) as ExportAnswer;
  await one.jobs.drain();
  expect((await onOne.call(TRANSACTION_ROUTES.file, { params: { id: transactionId } })).status).toBe(200);

  const onTwo = new TestBrowser(two.app);
  for (const [name, value] of onOne.cookies) onTwo.cookies.set(name, value);
  const file = await onTwo.call(TRANSACTION_ROUTES.file, { params: { id: transactionId } });
  const bytes = file.status === 200 ? (await file.arrayBuffer()).byteLength : 0;
  await Promise.all([one.jobs.close(), two.jobs.close()]);
  return { status: file.status, bytes };
}

describe('files across replicas', () => {
  it('answers 404 through the other replica when each keeps files on its own disk', async () => {
    const answer = await exportThenDownloadElsewhere(async () => ({ EXPORT_DIR: await folder(), UPLOAD_DIR: await folder() }));
    expect(answer.status).toBe(404);
  });

  it('serves an export made on one replica through the other from one S3 bucket', async () => {
    const answer = await exportThenDownloadElsewhere(async () => ({ FILES_S3_BUCKET: s3.bucket, FILES_S3_ENDPOINT: s3.endpoint, FILES_S3_PATH_STYLE: 'true' }));
    expect(answer.status).toBe(200);
    expect(answer.bytes).toBeGreaterThan(1000);
  });
});
