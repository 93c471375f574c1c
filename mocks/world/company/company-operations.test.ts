import { describe, expect, it } from 'vitest';
import { isIban, isSwift } from '@contract/company/company.rules';
import { companyContactSchema } from '@contract/company/company.schemas';
import { createWorld } from '../world';
import { getProfile, saveSection } from './company-operations';

const NOW = Date.UTC(2026, 0, 15);
const EDITOR = { by: 'Ayşe Yılmaz', at: new Date(NOW).toISOString(), actingAdmin: false };

describe('company profiles in the world', () => {
  it('seeds every company’s profile the same way each time, valid by the contract’s own rules', () => {
    const world = createWorld({ now: NOW });
    const again = createWorld({ now: NOW });
    for (const company of world.companies) {
      const profile = getProfile(world, company.id)!.profile;
      expect(profile).toEqual(getProfile(again, company.id)!.profile);
      expect(isIban(profile.bank.iban)).toBe(true);
      expect(isSwift(profile.bank.swift)).toBe(true);
      expect(companyContactSchema.isValidSync(profile.contact)).toBe(true);
    }
    expect(getProfile(world, 999)).toBeUndefined();
  });

  it('keeps the key unless a new one is asked for, and refuses an admin acting as the seller', () => {
    const world = createWorld({ now: NOW });
    const { bank } = getProfile(world, 1001)!.profile;
    const { paymentProviderKeyLast4, ...rest } = bank;
    const kept = saveSection(world, 1001, { section: 'bank', body: { ...rest, bankName: 'Akbank', changeKey: false, paymentProviderKey: '' } }, EDITOR);
    expect(kept && 'profile' in kept && kept.profile.bank).toMatchObject({ bankName: 'Akbank', paymentProviderKeyLast4 });
    const changed = saveSection(world, 1001, { section: 'bank', body: { ...rest, changeKey: true, paymentProviderKey: 'ppk_new_key_0000abcd' } }, EDITOR);
    expect(changed && 'profile' in changed && changed.profile.bank.paymentProviderKeyLast4).toBe('abcd');
    expect(world.companyProfiles[1001]!.bank.paymentProviderKey).toBe('ppk_new_key_0000abcd');
    expect(
      saveSection(world, 1001, { section: 'bank', body: { ...rest, changeKey: false, paymentProviderKey: '' } }, { ...EDITOR, actingAdmin: true }),
    ).toEqual({ code: 'forbidden' });
  });
});
