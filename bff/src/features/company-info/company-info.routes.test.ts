import { FORM_FIELDS_BYTES } from '@contract/api/route-def';
import type { MeResponse } from '@contract/api/session';
import { LOGO_MAX_BYTES } from '@contract/company/company.rules';
import { COMPANY_ROUTES } from '@contract/company/company.routes';
import type { CompanyProfile, CompanyProfileAnswer } from '@contract/company/company.types';
import { AUTH_ROUTES } from '@contract/auth/auth.routes';
import { formWithFiles, PNG_BYTES, seededHarnessPerFile } from '../../test/seeded-file';

const JPG_BYTES = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);

describe('company info', () => {
  const seeded = seededHarnessPerFile();

  const profile = async () => ((await (await seeded.browser.call(COMPANY_ROUTES.profile)).json()) as CompanyProfileAnswer).profile;
  const put = (path: string, body: unknown) => seeded.browser.send('PUT', path, { body });
  const bankBody = ({ paymentProviderKeyLast4: _last4, ...bank }: CompanyProfile['bank'], extra: Record<string, unknown> = {}) => ({
    ...bank,
    changeKey: false,
    paymentProviderKey: '',
    ...extra,
  });

  it('answers the session’s company profile; the provider key never reaches the browser', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const response = await seeded.browser.call(COMPANY_ROUTES.profile);
    const text = await response.text();
    const { profile: answer } = JSON.parse(text) as CompanyProfileAnswer;
    expect(answer.companyId).toBe(1001);
    const key = seeded.h.sandbox.world.companyProfiles[1001]!.bank.paymentProviderKey!;
    expect(text).not.toContain(key);
    expect(answer.bank.paymentProviderKeyLast4).toBe(key.slice(-4));
  });

  it('saves a tab, records who and when, and the change survives a reload', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await profile();
    const saved = await put(COMPANY_ROUTES.saveCompany.path, { ...before.company, website: 'https://anadolu.example', logoUrl: undefined });
    expect(saved.status).toBe(200);
    const after = await profile();
    expect(after.company.website).toBe('https://anadolu.example');
    expect(after.changes.company).toEqual({ by: 'Ayşe Yılmaz', at: new Date(seeded.h.clock()).toISOString() });
    expect(after.changes.contact).toBeNull();
  });

  it("refuses a bad save with 'Please check all fields.' and each field's reason, changing nothing", async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await profile();
    const response = await put(COMPANY_ROUTES.saveContact.path, { ...before.contact, latinFirstName: 'Ayşe', phone: '', email: 'ayse@' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'validation',
      message: 'Please check all fields.',
      fields: { latinFirstName: 'companyInfo.validation.latinOnly', phone: 'validation.fillOutField', email: 'validation.emailInvalid' },
    });
    const wrongDigit = before.bank.iban.replace(/^(..)(.)/, (_all, country: string, digit: string) => `${country}${digit === '9' ? '0' : '9'}`);
    const bank = await put(COMPANY_ROUTES.saveBank.path, bankBody(before.bank, { iban: wrongDigit }));
    expect(await bank.json()).toMatchObject({ code: 'validation', fields: { iban: 'companyInfo.validation.iban' } });
    expect(await profile()).toEqual(before);
  });

  it('changes the provider key only when it is typed again, and shows its last four characters', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const before = await profile();
    const kept = await put(COMPANY_ROUTES.saveBank.path, bankBody(before.bank, { bankName: 'Akbank' }));
    expect(((await kept.json()) as CompanyProfileAnswer).profile.bank).toMatchObject({
      bankName: 'Akbank',
      paymentProviderKeyLast4: before.bank.paymentProviderKeyLast4,
    });
    const changed = await put(COMPANY_ROUTES.saveBank.path, bankBody(before.bank, { changeKey: true, paymentProviderKey: 'ppk_0123456789abcdef9z9z' }));
    expect(((await changed.json()) as CompanyProfileAnswer).profile.bank.paymentProviderKeyLast4).toBe('9z9z');
    expect(seeded.h.sandbox.world.companyProfiles[1001]!.bank.paymentProviderKey).toBe('ppk_0123456789abcdef9z9z');
  });

  it('lets an admin acting as the seller change the other tabs, never the bank details', async () => {
    await seeded.browser.actAs(1001);
    const before = await profile();
    expect((await put(COMPANY_ROUTES.saveBank.path, bankBody(before.bank))).status).toBe(403);
    const saved = await put(COMPANY_ROUTES.saveAddresses.path, before.addresses);
    expect(((await saved.json()) as CompanyProfileAnswer).profile.changes.addresses?.by).toBe('Deniz Kaya');
  });

  it('takes a logo, serves it back, and the top bar’s companyLogo points at it', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    expect((await seeded.browser.call(COMPANY_ROUTES.logo)).status).toBe(404);
    const uploaded = await seeded.browser.call(COMPANY_ROUTES.uploadLogo, { body: formWithFiles('file', {}, [['logo.jpg', JPG_BYTES]]) });
    expect(uploaded.status).toBe(200);
    const me = (await (await seeded.browser.call(AUTH_ROUTES.me)).json()) as MeResponse;
    expect(me.user.companyLogo).toBe(`${COMPANY_ROUTES.logo.path}?v=1`);
    const logo = await seeded.browser.get(me.user.companyLogo!);
    expect(logo.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await logo.arrayBuffer())).toEqual(JPG_BYTES);
  });

  it('refuses a logo that is too large before reading it, of another kind, or not what its name says', async () => {
    await seeded.browser.signIn('ayse@demo.tezgah.dev');
    const upload = (name: string, bytes: Uint8Array) => seeded.browser.call(COMPANY_ROUTES.uploadLogo, { body: formWithFiles('file', {}, [[name, bytes]]) });
    const big = new Uint8Array(400_001);
    big.set(PNG_BYTES);
    expect(await (await upload('logo.png', big)).json()).toMatchObject({ code: 'fileTooLarge', fields: { file: 'companyInfo.validation.logoTooLarge' } });
    const huge = new Uint8Array(LOGO_MAX_BYTES + FORM_FIELDS_BYTES + 1);
    huge.set(PNG_BYTES);
    const limited = await upload('logo.png', huge);
    expect({ status: limited.status, body: await limited.json() }).toMatchObject({
      status: 413,
      body: { fields: { file: 'companyInfo.validation.logoTooLarge' } },
    });
    expect(await (await upload('logo.webp', PNG_BYTES)).json()).toMatchObject({
      code: 'unsupportedFile',
      fields: { file: 'companyInfo.validation.logoExtension' },
    });
    expect(await (await upload('logo.png', JPG_BYTES)).json()).toMatchObject({ code: 'unsupportedFile', fields: { file: 'validation.imageContent' } });
    expect(seeded.h.sandbox.world.companyLogos[1001]).toBeUndefined();
  });
});
