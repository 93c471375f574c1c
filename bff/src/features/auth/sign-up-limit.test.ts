/** Sign-up is limited per client IP as sign-in is: existing and new e-mails count alike, so probing which accounts exist runs out. */
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import type { Harness } from '../../test/harness';
import { harnessPerFile } from '../../test/harness-per-file';
import type { TestBrowser } from '../../test/browser';

let h: Harness;
let browser: TestBrowser;
harnessPerFile(
  (harness, fresh) => {
    h = harness;
    browser = fresh;
  },
  { env: { SIGNUP_MAX_PER_IP: '3' } },
);

const signUp = (email: string) => browser.post(AUTH_ROUTES.register.path, { name: 'Zeynep Ak', email, password: 'Strong-pass1' });

describe('POST /api/authenticate/register/user limits', () => {
  it('answers 429 tooManySignUps with Retry-After past the sign-ups an IP may make, counting refusals too', async () => {
    expect((await signUp('ayse@demo.tezgah.dev')).status).toBe(409);
    expect((await signUp('omar@demo.tezgah.dev')).status).toBe(409);
    expect((await signUp('zeynep@example.test')).status).toBe(201);
    const refused = await signUp('new-person@example.test');
    expect([refused.status, ((await refused.json()) as { code: string }).code]).toEqual([429, 'tooManySignUps']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(15 * 60_000);
    expect((await signUp('new-person@example.test')).status).toBe(201);
  });
});
