import { API } from '@contract/api/paths';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@contract/api/csrf';
import { ORIGIN } from '../../test/browser';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';

/** What the README tells a developer with curl: which headers each dev route needs. */
describe('dev routes from curl', () => {
  let h: Harness;
  harnessPerFile(
    (harness) => {
      h = harness;
    },
    { env: { SANDBOX: '1' } },
  );

  const down = (headers: Record<string, string>) =>
    h.app.request(`${ORIGIN}${API.devServices}/logistics/down`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('reads the outbox and the services with no header at all', async () => {
    expect((await h.app.request(`${ORIGIN}${API.devOutbox}`)).status).toBe(200);
    expect((await h.app.request(`${ORIGIN}${API.devServices}`)).status).toBe(200);
  });

  it('takes a service down only with the CSRF header and the portal’s own Origin (or Sec-Fetch-Site: same-origin)', async () => {
    const refusedHeaders: Record<string, string>[] = [
      {},
      { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      { origin: ORIGIN },
      { [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'http://127.0.0.1:1' },
    ];
    for (const headers of refusedHeaders) {
      const refused = await down(headers);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toMatchObject({ code: 'csrf' });
    }
    expect((await down({ [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: ORIGIN })).status).toBe(200);
    expect((await down({ [CSRF_HEADER]: CSRF_HEADER_VALUE, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});
