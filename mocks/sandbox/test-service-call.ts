/**
 * Test helper: calls a sandbox service under /v1/companies/ as a signed caller, the way the BFF does, and reads the
 * JSON answer. The sandbox and signer are made in `beforeAll`, so the helper takes them lazily.
 */
import type { ServiceName } from '@contract/downstream/common';
import type { Sandbox } from './sandbox';
import type { TestSigner, TokenOptions } from './test-signer';

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
