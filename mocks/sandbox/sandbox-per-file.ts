/** One sandbox for a test file, made before its first test with the signer its tokens are checked against. */
import { beforeAll } from 'vitest';
import type { ServiceName } from '@contract/downstream/common';
import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox';
import { serviceClient } from './test-client';
import { createTestSigner, type TestSigner, type TokenOptions } from './test-signer';

/** `options`: the sandbox's own (a seed, a world), less its clock and key. */
export function sandboxPerFile(now: () => number, options: Omit<SandboxOptions, 'now' | 'verifyKey'> = {}) {
  let made: { sandbox: Sandbox; signer: TestSigner } | undefined;
  beforeAll(async () => {
    const signer = await createTestSigner(now);
    made = { signer, sandbox: createSandbox({ ...options, now, verifyKey: signer.verifyKey }) };
  });
  const current = () => {
    if (!made) throw new Error('sandboxPerFile: the sandbox is made in beforeAll');
    return made;
  };
  return {
    sandbox: () => current().sandbox,
    /** Signs tokens the file's sandbox accepts (for calls a client cannot make: raw headers, odd claims). */
    signer: () => current().signer,
    /** A client of one of its services, calling as `as` under `base` (serviceClient's default: '/v1/companies/'). */
    client: (aud: ServiceName, as: TokenOptions, base?: string) =>
      serviceClient({ app: () => current().sandbox.apps[aud], signer: () => current().signer, aud, as, ...(base === undefined ? {} : { base }) }),
  };
}
