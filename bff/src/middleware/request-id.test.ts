import { API } from '@contract/api/paths';
import type { Harness } from '../test/harness';
import { harnessPerFile } from '../test/harness-per-file';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request id', () => {
  let h: Harness;
  harnessPerFile((harness) => {
    h = harness;
  });

  const idFor = async (sent?: string) => {
    const response = await h.app.request(API.me, sent === undefined ? {} : { headers: { 'x-request-id': sent } });
    const logged = h.logs.at(-1)?.id;
    expect(response.headers.get('x-request-id')).toBe(logged);
    return logged;
  };

  it("keeps a client's well-formed id (a UUID, a proxy's hex id, a short token) in the log and the answer", async () => {
    for (const id of ['0b6e7c1e-8f9a-4d2b-9c3e-1a2b3c4d5e6f', 'f'.repeat(32), 'req-42']) expect(await idFor(id)).toBe(id);
  });

  it('replaces an id that is too long, has other characters or starts oddly, with a fresh UUID', async () => {
    for (const id of ['a'.repeat(65), 'a'.repeat(255), 'user=admin', '-rf', '_x', 'id with space', '']) {
      const logged = await idFor(id);
      expect(logged).not.toBe(id);
      expect(logged).toMatch(UUID);
    }
    expect(await idFor()).toMatch(UUID);
  });
});
