/** Texts of the detail and dialog component stories in both languages (added to i18n here, not to the app's locales). */
import { i18n } from '@web/lib/i18n';

const texts = {
  en: {
    title: 'Record {{code}}',
    badges: { active: 'Active', verified: 'Verified' },
    actions: { edit: 'Edit', archive: 'Archive', archiveBlocked: 'A record with open items cannot be archived.' },
    tabs: { summary: 'Summary', items: 'Items', history: 'History' },
    fields: { code: 'Code', name: 'Name', city: 'City', amount: 'Amount', created: 'Created', updated: 'Last update', note: 'Note', address: 'Address' },
    itemsText: 'The record holds {{count}} items.',
    historyText: 'No changes were made after the record was created.',
    loadError: 'Cannot load the record. Please try again later.',
    dialog: {
      infoTitle: 'About this record',
      infoBody: 'Records are examples for the component stories; they are not stored anywhere.',
      renameTitle: 'Rename record {{code}}',
      rename: 'Rename',
      name: 'New name',
      nameRule: 'The name must be at least 3 characters long.',
      renameFailed: 'The record could not be renamed. Please try again.',
      open: 'Open the rename dialog',
    },
  },
  tr: {
    title: 'Kayıt {{code}}',
    badges: { active: 'Etkin', verified: 'Doğrulandı' },
    actions: { edit: 'Düzenle', archive: 'Arşivle', archiveBlocked: 'Açık kalemleri olan bir kayıt arşivlenemez.' },
    tabs: { summary: 'Özet', items: 'Kalemler', history: 'Geçmiş' },
    fields: { code: 'Kod', name: 'Ad', city: 'Şehir', amount: 'Tutar', created: 'Oluşturulma', updated: 'Son güncelleme', note: 'Not', address: 'Adres' },
    itemsText: 'Kayıtta {{count}} kalem var.',
    historyText: 'Kayıt oluşturulduktan sonra değişiklik yapılmadı.',
    loadError: 'Kayıt yüklenemedi. Lütfen daha sonra tekrar deneyin.',
    dialog: {
      infoTitle: 'Bu kayıt hakkında',
      infoBody: 'Kayıtlar bileşen hikâyeleri için örnektir; hiçbir yerde saklanmaz.',
      renameTitle: '{{code}} kaydını yeniden adlandır',
      rename: 'Yeniden adlandır',
      name: 'Yeni ad',
      nameRule: 'Ad en az 3 karakter olmalıdır.',
      renameFailed: 'Kayıt yeniden adlandırılamadı. Lütfen tekrar deneyin.',
      open: 'Yeniden adlandırma penceresini aç',
    },
  },
};
for (const [language, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, 'translation', { storyDetail: bundle }, true, true);

export const sampleRecord = {
  code: '01042',
  name: 'Atlas 1',
  city: 'İzmir',
  amount: 1249.9,
  currency: 'TRY',
  created: '2026-03-02T09:15:00Z',
  updated: null,
  note: '',
  address: 'Kültür Mah. 1375 Sk. No: 8, Alsancak, Konak / İzmir',
  items: 3,
};
