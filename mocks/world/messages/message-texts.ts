/**
 * What the seeded messages say, in English and Turkish: the staff's reach the seller in both (the reader's language is
 * shown), a marketplace's in the company's sellers' language only. `{marketplace}`
 * is the writing marketplace's name, `{company}` the seller's.
 */
import type { LocalizedName } from '@contract/localized-name';
import type { MessageSenderKind, MessageTopic } from '@contract/messages/message.types';

export interface MessageText {
  senderKind: MessageSenderKind;
  topic: MessageTopic;
  subject: LocalizedName;
  body: LocalizedName;
}

export const MARKETPLACE_TEXTS: readonly MessageText[] = [
  {
    senderKind: 'marketplace',
    topic: 'policyUpdate',
    subject: { en: '{marketplace}: updated return policy', tr: '{marketplace}: iade politikası güncellendi' },
    body: {
      en: 'Dear {company}, from the first of next month customers on {marketplace} may return items within 15 days of delivery. Please make sure your return address is up to date so returned parcels reach you without delay.',
      tr: 'Sayın {company}, önümüzdeki ayın ilk gününden itibaren {marketplace} müşterileri ürünleri teslimattan sonraki 15 gün içinde iade edebilecek. İade edilen kolilerin size gecikmeden ulaşması için iade adresinizin güncel olduğundan emin olun.',
    },
  },
  {
    senderKind: 'marketplace',
    topic: 'campaign',
    subject: { en: '{marketplace} invites you to the weekend campaign', tr: '{marketplace} sizi hafta sonu kampanyasına davet ediyor' },
    body: {
      en: 'Your products qualify for the {marketplace} weekend campaign. Join with a discount of at least 10% to appear on the campaign page and in the app banners. Applications close three days before the campaign starts.',
      tr: 'Ürünleriniz {marketplace} hafta sonu kampanyasına katılmaya uygun. Kampanya sayfasında ve uygulama afişlerinde yer almak için en az %10 indirimle katılın. Başvurular kampanya başlamadan üç gün önce kapanır.',
    },
  },
  {
    senderKind: 'marketplace',
    topic: 'performance',
    subject: { en: '{marketplace}: late shipments last week', tr: '{marketplace}: geçen haftaki geciken gönderiler' },
    body: {
      en: 'Some of your orders on {marketplace} left the warehouse after their latest shipping date last week. Sellers whose late shipment rate stays above 5% may see their listings ranked lower. Please review your fulfillment days.',
      tr: 'Geçen hafta {marketplace} üzerindeki bazı siparişleriniz son kargolama tarihinden sonra depodan çıktı. Geciken gönderi oranı %5’in üzerinde kalan satıcıların ürünleri listelerde daha aşağıda gösterilebilir. Lütfen tedarik sürelerinizi gözden geçirin.',
    },
  },
  {
    senderKind: 'marketplace',
    topic: 'performance',
    subject: { en: '{marketplace}: your customer rating went up', tr: '{marketplace}: müşteri puanınız yükseldi' },
    body: {
      en: 'Congratulations, {company}: your average customer rating on {marketplace} rose this month. Quick answers to customer questions and careful packaging make the difference. Keep it up!',
      tr: 'Tebrikler {company}: {marketplace} üzerindeki ortalama müşteri puanınız bu ay yükseldi. Müşteri sorularına hızlı yanıt vermek ve özenli paketleme fark yaratıyor. Böyle devam edin!',
    },
  },
  {
    senderKind: 'marketplace',
    topic: 'policyUpdate',
    subject: { en: '{marketplace}: new product image rules', tr: '{marketplace}: yeni ürün görseli kuralları' },
    body: {
      en: 'From now on {marketplace} asks for a white background on the first image of every product, at least 800 pixels wide. Listings whose first image does not meet the rule will be sent back for review.',
      tr: 'Bundan sonra {marketplace} her ürünün ilk görselinde en az 800 piksel genişliğinde beyaz bir arka plan istiyor. İlk görseli bu kurala uymayan ürünler yeniden incelemeye gönderilecek.',
    },
  },
  {
    senderKind: 'marketplace',
    topic: 'announcement',
    subject: { en: '{marketplace}: planned maintenance on Sunday night', tr: '{marketplace}: pazar gecesi planlı bakım' },
    body: {
      en: 'The {marketplace} seller services will be under maintenance on Sunday between 02:00 and 04:00. Orders keep coming in; stock and price updates sent during the window are applied once it ends.',
      tr: '{marketplace} satıcı servisleri pazar günü 02.00 ile 04.00 arasında bakımda olacak. Siparişler gelmeye devam eder; bu sürede gönderilen stok ve fiyat güncellemeleri bakım bitince uygulanır.',
    },
  },
];

export const STAFF_TEXTS: readonly MessageText[] = [
  {
    senderKind: 'staff',
    topic: 'announcement',
    subject: { en: 'New: Excel imports now show every refused row', tr: 'Yeni: Excel aktarımları artık reddedilen her satırı gösteriyor' },
    body: {
      en: 'Hello {company}, the import screens now keep every refused row with its reasons in the Import Errors tab, and the error file comes back with your own columns. Fix the rows and upload the same file again.',
      tr: 'Merhaba {company}, aktarım ekranları artık reddedilen her satırı nedenleriyle birlikte Aktarım Hataları sekmesinde tutuyor ve hata dosyası kendi sütunlarınızla geliyor. Satırları düzeltip aynı dosyayı yeniden yükleyin.',
    },
  },
  {
    senderKind: 'staff',
    topic: 'announcement',
    subject: { en: 'Holiday shipping calendar', tr: 'Bayram dönemi kargo takvimi' },
    body: {
      en: 'Carriers will not collect parcels during the coming public holiday. Orders placed in that week get extra fulfillment days automatically; please plan your stock and packaging accordingly.',
      tr: 'Yaklaşan resmî tatil boyunca kargo firmaları koli teslim almayacak. O hafta verilen siparişlere otomatik olarak ek tedarik günü tanınır; lütfen stok ve paketleme planınızı buna göre yapın.',
    },
  },
  {
    senderKind: 'staff',
    topic: 'accountNotice',
    subject: { en: 'Your bank account details were confirmed', tr: 'Banka hesabı bilgileriniz onaylandı' },
    body: {
      en: 'Dear {company}, our finance team has confirmed the bank account on your company profile. Your next payments will be sent to this account.',
      tr: 'Sayın {company}, finans ekibimiz şirket profilinizdeki banka hesabını onayladı. Sonraki ödemeleriniz bu hesaba gönderilecek.',
    },
  },
  {
    senderKind: 'staff',
    topic: 'accountNotice',
    subject: { en: 'Please update your company documents', tr: 'Lütfen şirket belgelerinizi güncelleyin' },
    body: {
      en: 'Dear {company}, the tax certificate on your company profile expires at the end of this month. Please upload the current one under Company Info so your payments are not held.',
      tr: 'Sayın {company}, şirket profilinizdeki vergi levhasının süresi bu ayın sonunda doluyor. Ödemelerinizin bekletilmemesi için lütfen güncel levhayı Şirket Bilgileri sayfasına yükleyin.',
    },
  },
  {
    senderKind: 'staff',
    topic: 'accountNotice',
    subject: { en: 'Your payment for the last period is on its way', tr: 'Son dönemin ödemesi yolda' },
    body: {
      en: 'Hello {company}, the payable of your last settlement period has been sent to your bank. You can see every line of it on the Reconciliation page.',
      tr: 'Merhaba {company}, son hesap döneminizin ödemesi bankanıza gönderildi. Ödemenin tüm satırlarını Mutabakat sayfasında görebilirsiniz.',
    },
  },
];

/** The one message a newly registered company finds in its inbox. */
export const WELCOME_TEXT: MessageText = {
  senderKind: 'staff',
  topic: 'announcement',
  subject: { en: 'Welcome to tezgah', tr: 'tezgah’a hoş geldiniz' },
  body: {
    en: 'Welcome, {company}! Start with Company Info and Marketplace Sales; our team sets up your marketplaces with you. The FAQ and Tutorials pages answer the most common questions.',
    tr: 'Hoş geldiniz {company}! Şirket Bilgileri ve Pazaryeri Satış sayfalarıyla başlayın; pazaryerlerinizi ekibimiz sizinle birlikte kurar. En sık sorulan soruların yanıtları SSS ve Eğitimler sayfalarında.',
  },
};
