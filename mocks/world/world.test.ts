import { describe, expect, it } from 'vitest';
import { createWorld, GENERATED_COMPANY_COUNT } from './world';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { findCompany, findUserByEmail, searchCompanies } from './lookups';
import { countsOf } from './badge-counts';
import { registerSeller } from './registration';
import { worldUserInfo } from './user-info';
import { mulberry32 } from './prng';

const NOW = Date.UTC(2026, 0, 15, 9, 0, 0);

describe('seeded world', () => {
  it('is the same for the same seed and differs for another seed', () => {
    expect(createWorld({ seed: 7, now: NOW })).toEqual(createWorld({ seed: 7, now: NOW }));
    const other = createWorld({ seed: 8, now: NOW });
    expect(other).not.toEqual(createWorld({ seed: 7, now: NOW }));
    expect(other.companies.slice(3).map((c) => c.name)).not.toEqual(
      createWorld({ seed: 7, now: NOW })
        .companies.slice(3)
        .map((c) => c.name),
    );
  });

  it('mulberry32 repeats its sequence for a seed', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
  });

  it('holds the marketplaces with the Noon channels in one group', () => {
    const world = createWorld({ now: NOW });
    expect(world.marketplaces.map((m) => m.code)).toEqual(['hepsiburada', 'noon-ae', 'noon-sa', 'noon-eg', 'trendyol']);
    expect(world.marketplaces.filter((m) => m.channelGroup === 'noon')).toHaveLength(3);
  });

  it('seeds the demo companies, generated companies and every demo account', () => {
    const world = createWorld({ now: NOW });
    expect(findCompany(world, 1001)).toMatchObject({ name: 'Anadolu Tekstil', country: 'TR', isOneClickMerchant: false });
    expect(findCompany(world, 1002)).toMatchObject({ name: 'Gulf Home Goods', country: 'AE' });
    expect(findCompany(world, 1003)).toMatchObject({ name: 'OneClick Electronics', country: 'CN', isOneClickMerchant: true });
    expect(world.companies).toHaveLength(3 + GENERATED_COMPANY_COUNT);
    expect(new Set(world.companies.map((c) => c.name)).size).toBe(world.companies.length);
    for (const account of DEMO_ACCOUNTS) {
      expect(account.password).toBe(DEMO_PASSWORD);
      expect(findUserByEmail(world, account.email)).toMatchObject({ kind: account.kind, companyId: account.company?.id ?? null });
    }
    expect(JSON.stringify(world)).not.toContain(DEMO_PASSWORD);
  });

  it('gives each demo company its own badge counts', () => {
    const world = createWorld({ now: NOW });
    const [a, b, c] = [1001, 1002, 1003].map((id) => countsOf(world, id));
    expect(a).not.toEqual(b);
    expect(b).not.toEqual(c);
    expect(a!.activeProducts).toBeGreaterThan(0);
  });

  it('searches companies by name, id and owner e-mail with paging', () => {
    const world = createWorld({ now: NOW });
    expect(searchCompanies(world, { q: 'anadolu' }).items.map((c) => c.id)).toEqual([1001]);
    expect(searchCompanies(world, { q: '1002' }).items.map((c) => c.id)).toEqual([1002]);
    expect(searchCompanies(world, { q: 'li@demo' }).items.map((c) => c.id)).toEqual([1003]);
    const page = searchCompanies(world, { limit: 5, offset: 5 });
    expect(page.total).toBe(world.companies.length);
    expect(page.items.map((c) => c.id)).toEqual([1006, 1007, 1008, 1009, 1010]);
  });

  it('registers a seller with an empty company and refuses a used e-mail', () => {
    const world = createWorld({ now: NOW });
    const result = registerSeller(world, { email: 'new@shop.test', name: 'Nur Ak' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.user).toMatchObject({ firstName: 'Nur', lastName: 'Ak', kind: 'seller', companyId: result.company.id });
    expect(countsOf(world, result.company.id).activeProducts).toBe(0);
    expect(registerSeller(world, { email: 'NEW@shop.test', name: 'Other' })).toEqual({ ok: false, reason: 'email_in_use' });
  });

  it('derives UserInfo with flags from the company-id lists and the acting admin', () => {
    const world = createWorld({ now: NOW });
    expect(worldUserInfo(world, 'usr-ayse')).toMatchObject({ userRole: 'user', companyId: 1001, flags: { productValidation: true, version2: false } });
    expect(worldUserInfo(world, 'usr-omar')?.flags).toEqual({ productValidation: false, version2: true });
    expect(worldUserInfo(world, 'usr-li')).toMatchObject({ isOneClickMerchant: true, companyCountry: 'CN' });
    expect(worldUserInfo(world, 'usr-admin')).toMatchObject({ userRole: 'admin', companyId: null, securityGroups: ['CurrencyRateList', 'CurrencyRateEdit'] });
    expect(worldUserInfo(world, 'usr-ayse', { actingAdminId: 'usr-admin' })).toMatchObject({
      userRole: 'adminAsUser',
      actingAdmin: { email: 'admin@demo.tezgah.dev', name: 'Deniz Kaya' },
    });
    expect(worldUserInfo(world, 'usr-ayse', { zeroCounts: true })?.counts.activeProducts).toBe(0);
    expect(worldUserInfo(world, 'nobody')).toBeNull();
  });
});

describe('browser safety', () => {
  it('imports nothing from node: in the world modules (the in-page sandbox runs them in the browser)', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const folder = new URL('.', import.meta.url);
    const modules = (await readdir(folder)).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(modules.length).toBeGreaterThan(5);
    for (const name of modules) {
      const source = await readFile(new URL(name, folder), 'utf8');
      expect(source, name).not.toMatch(/from '(node:|fs|crypto|path)/);
      expect(source, name).not.toMatch(/Math\.random|Date\.now/);
    }
  });
});
