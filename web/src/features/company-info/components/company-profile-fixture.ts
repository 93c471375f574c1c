/** A filled company profile for the page's tests (stories use the seeded world's). */
import type { CompanyProfile } from '@contract/company/company.types';

const address = { address: 'Atatürk Cd. No: 12', district: 'Nilüfer', city: 'Bursa', zipCode: '16110', country: 'TR', phone: '+90 224 555 0101' };

export function companyProfileFixture(overrides: Partial<CompanyProfile> = {}): CompanyProfile {
  return {
    companyId: 1001,
    addresses: { billing: { ...address }, delivery: { ...address, address: 'Depo Sk. No: 4' } },
    contact: {
      latinFirstName: 'Ayse',
      latinSurname: 'Yilmaz',
      localFullName: 'Ayşe Yılmaz',
      businessScope: 'Textiles and clothing',
      identityNumber: '12345678901',
      birthdate: '1985-02-28',
      birthplace: 'Bursa',
      nationality: 'TR',
      position: 'Founder',
      phone: '+90 532 555 0101',
      email: 'ayse@anadolu.example',
      ccEmail: '',
    },
    company: {
      legalName: 'Anadolu Tekstil Ltd. Şti.',
      type: 'limited',
      website: 'https://www.anadolu.example',
      email: 'info@anadolu.example',
      taxOffice: 'Uludağ Vergi Dairesi',
      taxInfo: '1234567890',
      logoUrl: null,
    },
    bank: {
      ownerName: 'Anadolu Tekstil Ltd. Sti.',
      bankName: 'Akbank',
      iban: 'TR330006100519786457841326',
      swift: 'AKBKTRIS',
      paymentProviderId: 'PP-1001-0042',
      paymentProviderKeyLast4: 'x9k2',
    },
    changes: { addresses: null, contact: { by: 'Ayşe Yılmaz', at: '2026-01-10T09:30:00.000Z' }, company: null, bank: null },
    ...overrides,
  };
}
