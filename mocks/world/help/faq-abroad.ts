/** FAQ entries for sellers whose company is based outside Turkey. */
import type { FaqSource } from './faq-source';

export const ABROAD_FAQ: readonly FaqSource[] = [
  {
    id: 'abroad-company-details',
    section: 'gettingStarted',
    audience: 'abroad',
    screens: ['companyInfo'],
    text: {
      en: {
        question: 'Which company details do I need as a seller outside Turkey?',
        answer: [
          'Your company’s registration and tax number in its own country, a contact person, a billing and a return address, and a bank account with its SWIFT code. Write names in the Latin alphabet, as on your trade licence.',
          'The return address is where customers’ returns are sent, so give one that can receive parcels from abroad.',
        ],
      },
      tr: {
        question: 'Türkiye dışındaki bir satıcı olarak hangi firma bilgilerine ihtiyacım var?',
        answer: [
          'Firmanızın kendi ülkesindeki sicil ve vergi numarası, bir yetkili kişi, fatura ve iade adresi ile SWIFT koduyla birlikte bir banka hesabı. Adları ticari lisansınızda yazdığı gibi Latin harfleriyle yazın.',
          'İade adresi müşteri iadelerinin gönderildiği yerdir; yurt dışından gelen kargoları teslim alabilecek bir adres verin.',
        ],
      },
    },
  },
  {
    id: 'abroad-shipping',
    section: 'ordersPackages',
    audience: 'abroad',
    screens: ['packages', 'logistics'],
    text: {
      en: {
        question: 'How do international shipments work?',
        answer: [
          'Create the package on the order and print its label from the package detail; the label names the carrier our logistics team has set up for your route. The package detail then follows the shipment from pick-up to delivery.',
          'The estimated delivery days (EAD) between your country and the destination, and the public holidays that pause deliveries, are listed under Logistics.',
        ],
      },
      tr: {
        question: 'Uluslararası gönderiler nasıl işler?',
        answer: [
          'Paketi siparişte oluşturun ve etiketini paket detayından yazdırın; etiket, lojistik ekibimizin güzergâhınız için belirlediği taşıyıcıyı gösterir. Paket detayı, gönderiyi teslim alınmasından teslimatına kadar izler.',
          'Ülkeniz ile varış ülkesi arasındaki tahmini teslim süreleri (EAD) ve teslimatları durduran resmî tatiller Lojistik altında listelenir.',
        ],
      },
    },
  },
  {
    id: 'abroad-turkey-cap',
    section: 'ordersPackages',
    audience: 'abroad',
    screens: ['orders'],
    text: {
      en: {
        question: 'Is there a limit on packages going to customers in Turkey?',
        answer: [
          'Yes. A package sent from abroad to Turkey may hold products worth only a limited total, 150 EUR unless the order detail names another limit, so it can clear customs as a low-value e-commerce shipment. The order detail shows the limit in force and checks the items you tick before you create the package.',
          'If an order is worth more, split it into several packages, each within the limit.',
        ],
      },
      tr: {
        question: 'Türkiye’deki müşterilere giden paketlerde bir sınır var mı?',
        answer: [
          'Evet. Yurt dışından Türkiye’ye gönderilen bir paketteki ürünlerin toplam değeri sınırlıdır: sipariş detayı başka bir sınır göstermiyorsa en fazla 150 avro. Böylece paket düşük değerli e-ticaret gönderisi olarak gümrükten geçer. Sipariş detayı geçerli sınırı gösterir ve paketi oluşturmadan önce işaretlediğiniz kalemleri denetler.',
          'Sipariş daha değerliyse her biri sınırın altında kalan birkaç pakete bölün.',
        ],
      },
    },
  },
  {
    id: 'abroad-customs',
    section: 'ordersPackages',
    audience: 'abroad',
    screens: ['allProducts', 'packages'],
    text: {
      en: {
        question: 'What do I need for customs?',
        answer: [
          'Every variant needs its HS code and country of origin: the proforma invoice on each package is made from them, and customs read it. A missing or wrong HS code is the most common reason a parcel is held.',
          'Duties and taxes of the destination are collected from the customer or settled by the marketplace; do not add them to your price.',
        ],
      },
      tr: {
        question: 'Gümrük için neye ihtiyacım var?',
        answer: [
          'Her varyantın GTİP (HS) kodu ve menşe ülkesi dolu olmalıdır: her paketin proforma faturası bunlardan hazırlanır ve gümrük bu belgeyi okur. Eksik ya da yanlış GTİP kodu, bir kolinin bekletilmesinin en sık nedenidir.',
          'Varış ülkesinin vergi ve harçları müşteriden tahsil edilir ya da pazaryeri tarafından ödenir; bunları fiyatınıza eklemeyin.',
        ],
      },
    },
  },
  {
    id: 'abroad-payout-currency',
    section: 'paymentsReconciliation',
    audience: 'abroad',
    screens: ['reconciliation', 'companyInfo'],
    text: {
      en: {
        question: 'In which currency am I paid?',
        answer: [
          'Sellers outside Turkey are paid in US dollars to the bank account in Company Info, after the period closes. Sales in lira, dirham, riyal or Egyptian pounds are converted at the rate of the settlement day, and the reconciliation shows every line in your settlement currency.',
          'Your bank may charge for incoming international transfers; check the SWIFT code and IBAN or account number before the first payout.',
        ],
      },
      tr: {
        question: 'Ödemem hangi para biriminde yapılır?',
        answer: [
          'Türkiye dışındaki satıcılara dönem kapandıktan sonra Firma Bilgileri’ndeki banka hesabına ABD doları olarak ödeme yapılır. Lira, dirhem, riyal veya Mısır lirası cinsinden satışlar mutabakat günündeki kurla çevrilir; mutabakat her satırı ödeme para biriminizde gösterir.',
          'Bankanız gelen uluslararası havaleler için ücret alabilir; ilk ödemeden önce SWIFT kodunu ve IBAN’ı ya da hesap numarasını kontrol edin.',
        ],
      },
    },
  },
  {
    id: 'abroad-translations',
    section: 'productsImports',
    audience: 'abroad',
    screens: ['allProducts'],
    text: {
      en: {
        question: 'Do my products need Turkish or Arabic texts?',
        answer: [
          'Give every product an English name and description; add Turkish for Hepsiburada and Trendyol and Arabic for Noon in the product’s Translations tab, or in the import file. A name and description need at least 10 characters (1 for Chinese).',
          'Where a translation is missing, the marketplace shows the English text, which sells less well.',
        ],
      },
      tr: {
        question: 'Ürünlerimin Türkçe ya da Arapça metinlere ihtiyacı var mı?',
        answer: [
          'Her ürüne İngilizce bir ad ve açıklama verin; Hepsiburada ve Trendyol için Türkçe, Noon için Arapça metni ürünün Çeviriler sekmesinde ya da aktarım dosyasında ekleyin. Ad ve açıklama en az 10 karakter olmalıdır (Çince için 1).',
          'Çeviri eksikse pazaryeri İngilizce metni gösterir; bu da satışları düşürür.',
        ],
      },
    },
  },
];
