import { describe, expect, it } from 'vitest';
import { isIban } from '@contract/company/company.rules';
import type { CompanyProfileAnswer } from '@contract/company/company.types';
import { sandboxPerFile } from './sandbox-per-file';
import type { TokenOptions } from './test-signer';

const AYSE: TokenOptions = { role: 'seller', companyId: 1001, sub: 'usr-ayse' };
const ADMIN_AS_AYSE: TokenOptions = { ...AYSE, actor: 'usr-admin' };
const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);
const file = sandboxPerFile(() => NOW);
const { sandbox } = file;
const call = file.client('identity', AYSE);

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB';

describe('sandbox identity: company profiles', () => {
  it('answers the company’s seeded profile without the provider key; another company’s token is 403', async () => {
    const answer = await call<CompanyProfileAnswer>('1001/profile');
    expect(answer.status).toBe(200);
    expect(isIban(answer.body.profile.bank.iban)).toBe(true);
    const stored = sandbox().world.companyProfiles[1001]!.bank.paymentProviderKey!;
    expect(JSON.stringify(answer.body)).not.toContain(stored);
    expect(answer.body.profile.bank.paymentProviderKeyLast4).toBe(stored.slice(-4));
    expect((await call('1002/profile')).status).toBe(403);
    expect((await call('1001/profile/wallet', { method: 'PUT', body: {} })).status).toBe(404);
  });

  it('checks a save with the tab’s schema and records who made it and when', async () => {
    const { profile } = (await call<CompanyProfileAnswer>('1001/profile')).body;
    const refused = await call('1001/profile/contact', { method: 'PUT', body: { ...profile.contact, latinFirstName: 'Ayşe' } });
    expect(refused).toMatchObject({ status: 400, body: { error: 'validation', fields: { latinFirstName: 'companyInfo.validation.latinOnly' } } });
    const saved = await call<CompanyProfileAnswer>('1001/profile/contact', { method: 'PUT', body: { ...profile.contact, position: 'Owner' } });
    expect(saved.body.profile.contact.position).toBe('Owner');
    expect(saved.body.profile.changes.contact).toEqual({ by: 'Ayşe Yılmaz', at: new Date(NOW).toISOString() });
  });

  it('refuses bank details to an admin acting as the seller, who may change the other tabs (recorded by name)', async () => {
    const { profile } = (await call<CompanyProfileAnswer>('1001/profile')).body;
    const { paymentProviderKeyLast4: _last4, ...bank } = profile.bank;
    const body = { ...bank, changeKey: false, paymentProviderKey: '' };
    expect((await call('1001/profile/bank', { method: 'PUT', body, token: ADMIN_AS_AYSE })).status).toBe(403);
    const company = await call<CompanyProfileAnswer>('1001/profile/company', { method: 'PUT', body: profile.company, token: ADMIN_AS_AYSE });
    expect(company.body.profile.changes.company?.by).toBe('Deniz Kaya');
    const wrongDigit = { ...body, iban: `${bank.iban.slice(0, 2)}${bank.iban[2] === '9' ? '0' : '9'}${bank.iban.slice(3)}` };
    expect(await call('1001/profile/bank', { method: 'PUT', body: wrongDigit })).toMatchObject({
      status: 400,
      body: { fields: { iban: 'companyInfo.validation.iban' } },
    });
    expect(await call('1001/profile/bank', { method: 'PUT', body: { ...body, changeKey: true } })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { paymentProviderKey: 'validation.fillOutField' } },
    });
  });

  it('refuses a logo body of the wrong types with 400 naming its fields', async () => {
    expect(await call('1001/logo', { method: 'PUT', body: { fileName: 'logo.png', contentBase64: { bytes: PNG } } })).toMatchObject({
      status: 400,
      body: { error: 'validation', fields: { contentBase64: expect.any(String) } },
    });
  });

  it('keeps a logo, points the company’s logo at it, and refuses a webp or a logo over 400,000 bytes', async () => {
    const saved = await call<CompanyProfileAnswer>('1001/logo', { method: 'PUT', body: { fileName: 'logo.png', contentBase64: PNG } });
    expect(saved.body.profile.company.logoUrl).toBe('/api/company-info/logo?v=1');
    expect(sandbox().world.companies.find((company) => company.id === 1001)?.logoUrl).toBe('/api/company-info/logo?v=1');
    expect((await call<{ fileName: string }>('1001/logo')).body.fileName).toBe('logo.png');
    const webp = await call('1001/logo', { method: 'PUT', body: { fileName: 'logo.webp', contentBase64: PNG } });
    expect(webp).toMatchObject({ status: 400, body: { error: 'unsupportedFile' } });
    const big = btoa(String.fromCharCode(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) + 'x'.repeat(400_001));
    expect(await call('1001/logo', { method: 'PUT', body: { fileName: 'logo.png', contentBase64: big } })).toMatchObject({ status: 413 });
    expect((await call('1002/logo')).status).toBe(403);
  });
});
