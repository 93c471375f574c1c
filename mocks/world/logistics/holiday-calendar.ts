/**
 * Fixed-date public holidays per country, for the seeded Holiday Managers: `[month-day, days, English name, Turkish
 * name]`. Only Gregorian dates, so any year reads the same; the portal seeds them, so they come in both languages.
 */
type CalendarEntry = readonly [monthDay: string, days: number, en: string, tr: string];

export const HOLIDAY_CALENDAR: Readonly<Record<string, readonly CalendarEntry[]>> = {
  TR: [
    ['01-01', 1, "New Year's Day", 'Yılbaşı'],
    ['04-23', 1, "National Sovereignty and Children's Day", 'Ulusal Egemenlik ve Çocuk Bayramı'],
    ['05-01', 1, 'Labour and Solidarity Day', 'Emek ve Dayanışma Günü'],
    ['05-19', 1, 'Youth and Sports Day', 'Atatürk’ü Anma, Gençlik ve Spor Bayramı'],
    ['07-15', 1, 'Democracy and National Unity Day', 'Demokrasi ve Millî Birlik Günü'],
    ['08-30', 1, 'Victory Day', 'Zafer Bayramı'],
    ['10-28', 2, 'Republic Day', 'Cumhuriyet Bayramı'],
  ],
  AE: [
    ['01-01', 1, "New Year's Day", 'Yılbaşı'],
    ['12-01', 1, 'Commemoration Day', 'Anma Günü'],
    ['12-02', 2, 'National Day', 'Ulusal Gün'],
  ],
  SA: [
    ['02-22', 1, 'Founding Day', 'Kuruluş Günü'],
    ['09-23', 1, 'Saudi National Day', 'Suudi Arabistan Ulusal Günü'],
  ],
  EG: [
    ['01-07', 1, 'Coptic Christmas', 'Kıpti Noeli'],
    ['01-25', 1, 'Revolution Day (25 January)', 'Devrim Günü (25 Ocak)'],
    ['04-25', 1, 'Sinai Liberation Day', 'Sina’nın Kurtuluş Günü'],
    ['06-30', 1, 'June 30 Revolution', '30 Haziran Devrimi'],
    ['07-23', 1, 'Revolution Day (23 July)', 'Devrim Günü (23 Temmuz)'],
    ['10-06', 1, 'Armed Forces Day', 'Silahlı Kuvvetler Günü'],
  ],
  CN: [
    ['01-01', 1, "New Year's Day", 'Yılbaşı'],
    ['05-01', 5, 'Labour Day holiday', 'İşçi Bayramı tatili'],
    ['10-01', 7, 'National Day holiday', 'Ulusal Gün tatili'],
  ],
};

/** The warehouse's own closing every company gets once, a few weeks after the world's day. */
export const STOCK_COUNT_NAME = { en: 'Annual stock count (warehouse closed)', tr: 'Yıllık stok sayımı (depo kapalı)' } as const;
