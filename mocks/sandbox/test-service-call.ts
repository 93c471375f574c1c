/**
 * Test helper: calls a sandbox service under /v1/companies/ as a signed caller, the way the BFF does, and reads the
 * JSON answer. The sandbox and signer are made in `beforeAll`, so the helper takes them lazily.
 */
import { beforeAll } from 'vitest';
import type { ServiceName } from '@contract/downstream/common';
import { createSandbox, type Sandbox } from './sandbox';
import { createTestSigner, type TestSigner, type TokenOptions } from './test-signer';

export interface CallOptions {
  method?: string;
  body?: unknown;
  /** Another caller than the default one. */
  token?: TokenOptions;
}

export function companyCaller(sandbox: () => Sandbox, signer: () => TestSigner, service: ServiceName, caller: TokenOptions) {
  return async <T = Record<string, unknown>>(path: string, init: CallOptions = {}) => {
    const jwt = await signer().sign({ aud: service, ...(init.token ?? caller) });
    const answer = await sandbox().apps[service].request(`/v1/companies/${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    return { status: answer.status, body: (await answer.json()) as T };
  };
}

/**
 * A sandbox and signer for the whole test file at a fixed clock, made in `beforeAll`, with a caller for `service`
 * as `caller`. `sandbox()` reads the file's sandbox once it is made.
 */
export function sandboxPerFile(service: ServiceName, caller: TokenOptions, now: number) {
  let signer: TestSigner | undefined;
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    signer = await createTestSigner(() => now);
    sandbox = createSandbox({ now: () => now, verifyKey: signer.verifyKey });
  });
  const made = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('sandboxPerFile: the sandbox is made in beforeAll');
    return value;
  };
  const current = () => made(sandbox);
  return { sandbox: current, call: companyCaller(current, () => made(signer), service, caller) };
}
