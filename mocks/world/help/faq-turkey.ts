/** FAQ entries for sellers whose company is based in Turkey (spec §1: they see different FAQ content). */
import type { FaqSource } from './faq-source';

export const TURKEY_FAQ: readonly FaqSource[] = [
  {
    id: 'tr-tax-number',
    section: 'gettingStarted',
    audience: 'turkey',
    screens: ['companyInfo'],
    text: {
      en: {
        question: 'Which tax details does my company need?',
        answer: [
          'A company registers with its 10-digit tax number (VKN) and its tax office; a sole proprietor uses the 11-digit Turkish ID number (TCKN) instead. Enter them in Company Info exactly as they appear on your tax certificate (vergi levhası).',
          'Invoices we issue to you and the invoices you issue to customers must carry the same number, so update Company Info before your tax details change.',
        ],
      },
      tr: {
        question: 'Firmam için hangi vergi bilgileri gerekiyor?',
        answer: [
          'Şirketler 10 haneli vergi kimlik numarası (VKN) ve vergi dairesiyle kaydolur; şahıs firmaları bunun yerine 11 haneli T.C. kimlik numarasını (TCKN) kullanır. Bunları Firma Bilgileri’ne vergi levhanızda yazdığı gibi girin.',
          'Size kestiğimiz faturalar ile müşterilerinize kestiğiniz faturalar aynı numarayı taşımalıdır; vergi bilgileriniz değişmeden önce Firma Bilgileri’ni güncelleyin.',
        ],
      },
    },
  },
  {
    id: 'tr-e-invoice',
    section: 'ordersPackages',
    audience: 'turkey',
    screens: ['orders'],
    text: {
      en: {
        question: 'Do I issue an e-Fatura or an e-Arşiv invoice for each order?',
        answer: [
          'If the buyer is registered for e-Fatura (a company with a tax number in the e-Fatura system), issue an e-Fatura; for consumers and other buyers, issue an e-Arşiv invoice. Your integrator or the Revenue Administration (GİB) portal tells you which applies.',
          'Upload the invoice on the order: a PDF with the invoice number and date. One invoice covers the whole order and every package of it; uploading again replaces it.',
        ],
      },
      tr: {
        question: 'Her sipariş için e-Fatura mı, e-Arşiv fatura mı kesmeliyim?',
        answer: [
          'Alıcı e-Fatura sistemine kayıtlıysa (e-Fatura mükellefi bir firma) e-Fatura, tüketiciler ve diğer alıcılar için e-Arşiv fatura düzenleyin. Hangisinin geçerli olduğunu entegratörünüz ya da GİB portalı gösterir.',
          'Faturayı siparişe yükleyin: fatura numarası ve tarihiyle birlikte PDF olarak. Bir fatura siparişin tamamını ve tüm paketlerini kapsar; yeniden yüklemek öncekinin yerine geçer.',
        ],
      },
    },
  },
  {
    id: 'tr-domestic-cargo',
    section: 'ordersPackages',
    audience: 'turkey',
    screens: ['packages'],
    text: {
      en: {
        question: 'Which cargo company carries my domestic packages?',
        answer: [
          'The shipping provider is set per marketplace by our team when your store is opened. Create the package on the order, print its label from the package detail and hand the package to that cargo company; the tracking number then appears on the package.',
          'If a label is unreadable or the cargo company rejects it, refresh or re-create the label on the package detail instead of writing a new one by hand.',
        ],
      },
      tr: {
        question: 'Yurt içi paketlerimi hangi kargo firması taşıyor?',
        answer: [
          'Kargo firması, mağazanız açılırken ekibimiz tarafından her pazaryeri için belirlenir. Paketi siparişte oluşturun, etiketini paket detayından yazdırın ve paketi o kargo firmasına teslim edin; takip numarası ardından pakette görünür.',
          'Etiket okunmuyorsa ya da kargo firması kabul etmiyorsa elle yeni etiket yazmak yerine paket detayından etiketi yenileyin veya yeniden oluşturun.',
        ],
      },
    },
  },
  {
    id: 'tr-etgb',
    section: 'ordersPackages',
    audience: 'turkey',
    screens: ['logistics', 'packages'],
    text: {
      en: {
        question: 'I sell abroad from Turkey. What is an ETGB and who files it?',
        answer: [
          'An ETGB (Elektronik Ticaret Gümrük Beyannamesi) is the simplified customs export declaration for e-commerce shipments of up to 15,000 EUR and 300 kg. Our logistics partner files it for packages going abroad from the Noon marketplaces.',
          'It is filed from your invoice, so upload the invoice before the package ships and make sure each variant carries its HS code (GTİP) and country of origin. The ETGB lets you claim the export VAT exemption and counts as export income.',
        ],
      },
      tr: {
        question: 'Türkiye’den yurt dışına satıyorum. ETGB nedir, kim düzenler?',
        answer: [
          'ETGB (Elektronik Ticaret Gümrük Beyannamesi), 15.000 avro ve 300 kg’a kadar olan e-ticaret gönderileri için sadeleştirilmiş ihracat beyannamesidir. Noon pazaryerlerinden yurt dışına giden paketler için lojistik iş ortağımız düzenler.',
          'Beyanname faturanızdan hazırlanır; bu yüzden faturayı paket kargoya verilmeden yükleyin ve her varyantta GTİP kodu ile menşe ülkesinin dolu olduğundan emin olun. ETGB ile ihracat KDV istisnasından yararlanır, satışı ihracat geliri olarak gösterirsiniz.',
        ],
      },
    },
  },
  {
    id: 'tr-payout',
    section: 'paymentsReconciliation',
    audience: 'turkey',
    screens: ['reconciliation', 'companyInfo'],
    text: {
      en: {
        question: 'When and in which currency am I paid?',
        answer: [
          'Sellers in Turkey are paid in Turkish lira (TRY) to the IBAN in Company Info, after the period closes. Sales on Noon are converted to lira at the rate of the settlement day.',
          'The IBAN must belong to the company on your tax certificate; a payout to another holder’s account is refused.',
        ],
      },
      tr: {
        question: 'Ödemem ne zaman ve hangi para biriminde yapılır?',
        answer: [
          'Türkiye’deki satıcılara dönem kapandıktan sonra Firma Bilgileri’ndeki IBAN’a Türk lirası (TRY) olarak ödeme yapılır. Noon’daki satışlar mutabakat günündeki kurla liraya çevrilir.',
          'IBAN vergi levhanızdaki firmaya ait olmalıdır; başka bir hesap sahibine ödeme yapılamaz.',
        ],
      },
    },
  },
  {
    id: 'tr-vat',
    section: 'paymentsReconciliation',
    audience: 'turkey',
    screens: ['allProducts', 'reconciliation'],
    text: {
      en: {
        question: 'How is VAT (KDV) handled on my products and on the commission?',
        answer: [
          'Each product carries its KDV rate as its tax class (20 % for most goods, 10 % for some, such as certain textiles and food). Your sales invoices use that rate.',
          'The commission and service fees are invoiced to you with KDV added; these back invoices appear in your reconciliation, and their KDV can be deducted in your VAT return.',
        ],
      },
      tr: {
        question: 'Ürünlerimde ve komisyonda KDV nasıl işler?',
        answer: [
          'Her ürün, KDV oranını vergi sınıfı olarak taşır (çoğu ürün için %20, bazı tekstil ve gıda ürünleri gibi bir kısmı için %10). Satış faturalarınız bu oranı kullanır.',
          'Komisyon ve hizmet bedelleri size KDV eklenerek faturalanır; bu geri faturalar mutabakatınızda görünür ve KDV’leri beyannamenizde indirilebilir.',
        ],
      },
    },
  },
];
