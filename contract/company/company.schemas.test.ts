import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../auth/auth.schemas';
import { bankAccountSchema, companyAddressesSchema, companyContactSchema, companyDetailsSchema } from './company.schemas';

const BANK = { ownerName: 'Anadolu Tekstil', bankName: 'Akbank', iban: 'TR33 0006 1005 1978 6457 8413 26', swift: 'akbktris', paymentProviderId: 'PP-1' };

describe('company schemas', () => {
  it("says 'Please fill out this field.' under every empty required field", () => {
    expect(fieldErrors(companyDetailsSchema, {})).toMatchObject({
      legalName: 'validation.fillOutField',
      email: 'validation.fillOutField',
      type: 'validation.fillOutField',
    });
    expect(fieldErrors(companyAddressesSchema, {})).toMatchObject({ 'billing.city': 'validation.fillOutField', 'delivery.address': 'validation.fillOutField' });
    expect(fieldErrors(companyDetailsSchema, { legalName: 'A', type: 'limited', email: 'a@b.co', taxOffice: 'X', taxInfo: '1' })).toBeNull();
  });

  it('names the contact in Latin letters, a past birthdate, e-mails by shape', () => {
    const contact = {
      latinFirstName: 'Ayse',
      latinSurname: 'Yilmaz',
      localFullName: 'Ayşe Yılmaz',
      businessScope: 'Textiles',
      identityNumber: '12345678901',
      birthdate: '1985-02-28',
      birthplace: 'Bursa',
      nationality: 'TR',
      position: 'Founder',
      phone: '+90 532 000 0000',
      email: 'ayse@anadolu.example',
      ccEmail: '',
    };
    expect(fieldErrors(companyContactSchema, contact)).toBeNull();
    expect(fieldErrors(companyContactSchema, { ...contact, latinSurname: 'Yılmaz', birthdate: '1985-02-30', ccEmail: 'nope' })).toEqual({
      latinSurname: 'companyInfo.validation.latinOnly',
      birthdate: 'companyInfo.validation.birthdate',
      ccEmail: 'validation.emailInvalid',
    });
    expect(fieldErrors(companyContactSchema, { ...contact, nationality: 'XX' })).toEqual({ nationality: 'validation.countryChoose' });
  });

  it('stores the IBAN and SWIFT normalised, and asks for the provider key only with changeKey', () => {
    expect(bankAccountSchema.cast({ ...BANK, changeKey: false })).toMatchObject({
      iban: 'TR330006100519786457841326',
      swift: 'AKBKTRIS',
      paymentProviderKey: '',
    });
    expect(fieldErrors(bankAccountSchema, { ...BANK, changeKey: true, paymentProviderKey: '' })).toEqual({ paymentProviderKey: 'validation.fillOutField' });
    expect(fieldErrors(bankAccountSchema, { ...BANK, changeKey: true, paymentProviderKey: 'short' })).toEqual({
      paymentProviderKey: 'companyInfo.validation.providerKey',
    });
    expect(fieldErrors(bankAccountSchema, { ...BANK, iban: 'TR34 0006 1005 1978 6457 8413 26', swift: 'AKBKTRI' })).toEqual({
      iban: 'companyInfo.validation.iban',
      swift: 'companyInfo.validation.swift',
    });
  });
});
