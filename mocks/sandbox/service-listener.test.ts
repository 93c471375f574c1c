import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './sandbox';
import { createTestSigner, type TestSigner } from './test-signer';

let signer: TestSigner;
let running: RunningSandbox;

async function gmv(companyId: number): Promise<number | string> {
  const jwt = await signer.sign({ aud: 'accounting', role: 'seller', companyId, sub: `usr-${companyId}` });
  try {
    const answer = await fetch(`${running.urls.accounting}/v1/companies/${companyId}/gmv`, { headers: { authorization: `Bearer ${jwt}` } });
    await answer.body?.cancel();
    return answer.status;
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return cause?.code ?? 'failed';
  }
}

beforeAll(async () => {
  signer = await createTestSigner(Date.now);
  running = await startSandbox({ verifyKey: signer.verifyKey });
});
afterAll(async () => {
  await running.close();
});

describe('sandbox service outages', () => {
  it('takes one service down for real (connection refused) and up again on the same port', async () => {
    expect(await gmv(1001)).toBe(200);
    expect(await running.services.accounting.down()).toEqual({ service: 'accounting', down: true, downForCompanies: [] });
    expect(await gmv(1001)).toBe('ECONNREFUSED');
    expect((await fetch(`${running.urls.marketplace}/v1/health`)).status).toBe(200);
    expect((await running.services.accounting.up()).down).toBe(false);
    expect(await gmv(1001)).toBe(200);
  });

  it('drops one company’s calls without an answer and leaves the others alone', async () => {
    expect((await running.services.accounting.down(1002)).downForCompanies).toEqual([1002]);
    expect(await gmv(1002)).not.toBe(200);
    expect(await gmv(1001)).toBe(200);
    expect((await running.services.accounting.up(1002)).downForCompanies).toEqual([]);
    expect(await gmv(1002)).toBe(200);
    expect(running.services.logistics.state()).toEqual({ service: 'logistics', down: false, downForCompanies: [] });
  });
});
