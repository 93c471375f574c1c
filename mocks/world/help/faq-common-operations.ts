/** FAQ entries for every seller, wherever the company is based: orders, claims, questions and reconciliation. */
import type { FaqSource } from './faq-source';

export const COMMON_OPERATIONS_FAQ: readonly FaqSource[] = [
  {
    id: 'cancel-item',
    section: 'ordersPackages',
    audience: 'everyone',
    screens: ['orders'],
    text: {
      en: {
        question: 'How do I cancel an item I cannot ship?',
        answer: [
          'Open the order, choose Cancel items, tick the items and pick a reason. An item that is already cancelled cannot be cancelled again, and an order with a shipped item cannot be cancelled at all.',
          'If the item was already in a package, that package is cancelled too and its other items go back to waiting for packaging. Seller cancellations may be subject to a penalty, so keep your stock up to date.',
        ],
      },
      tr: {
        question: 'Gönderemeyeceğim bir kalemi nasıl iptal ederim?',
        answer: [
          'Siparişi açın, Ürünleri iptal et’i seçin, kalemleri işaretleyip bir neden seçin. Zaten iptal edilmiş bir kalem yeniden iptal edilemez; kargoya verilmiş kalemi olan bir sipariş ise hiç iptal edilemez.',
          'Kalem bir pakette ise o paket de iptal edilir ve paketteki diğer kalemler paketlenmeyi beklemeye döner. Satıcı kaynaklı iptaller cezaya konu olabilir; stoklarınızı güncel tutun.',
        ],
      },
    },
  },
  {
    id: 'late-shipment',
    section: 'ordersPackages',
    audience: 'everyone',
    screens: ['orders', 'packages'],
    text: {
      en: {
        question: 'What happens if I ship after the due date?',
        answer: [
          'Each item shows its latest shipping date. After it, the order moves to the Delayed tab (or its package to Delayed package) and the item can be subject to a late-shipment penalty in your reconciliation.',
          'Set a realistic fulfilment day for each product with the Fulfillment Day Import to avoid delays.',
        ],
      },
      tr: {
        question: 'Son gönderim tarihinden sonra kargolarsam ne olur?',
        answer: [
          'Her kalem en geç kargolama tarihini gösterir. Bu tarih geçince sipariş Geciken sekmesine (paketi ise Geciken paket sekmesine) geçer ve kalem mutabakatınızda gecikme cezasına konu olabilir.',
          'Gecikmeleri önlemek için her ürüne Hazırlık Süresi İçe Aktarma ile gerçekçi bir hazırlık süresi verin.',
        ],
      },
    },
  },
  {
    id: 'returns',
    section: 'claimsQuestions',
    audience: 'everyone',
    screens: ['claims'],
    text: {
      en: {
        question: 'A customer sent a product back. How do I handle the return?',
        answer: [
          'Returns arrive as claims of type Return. Open the claim, check the photos, the reason and the returned items, then approve it or reject it.',
          'A rejection needs a reason and a note, and you may add photos of what you received. An approved return is refunded to the customer and appears as a refund line in your reconciliation.',
        ],
      },
      tr: {
        question: 'Müşteri ürünü geri gönderdi. İadeyi nasıl yönetirim?',
        answer: [
          'İadeler, İade türünde talep olarak gelir. Talebi açın; fotoğrafları, iade nedenini ve iade edilen kalemleri kontrol edip onaylayın ya da reddedin.',
          'Ret için bir neden ve not gerekir; elinize ulaşan ürünün fotoğraflarını da ekleyebilirsiniz. Onaylanan iade müşteriye geri ödenir ve mutabakatınızda iade satırı olarak görünür.',
        ],
      },
    },
  },
  {
    id: 'question-deadline',
    section: 'claimsQuestions',
    audience: 'everyone',
    screens: ['questions', 'readyAnswers'],
    text: {
      en: {
        question: 'How long do I have to answer a customer question?',
        answer: [
          'Each question shows a countdown until it expires; an expired question can no longer be answered and counts against your service level. Answer the oldest ones first.',
          'Save frequent replies as Ready Answers. A reply may carry up to 3 attachments and links together.',
        ],
      },
      tr: {
        question: 'Bir müşteri sorusunu yanıtlamak için ne kadar sürem var?',
        answer: [
          'Her soru, süresi dolana kadar kalan zamanı gösterir; süresi dolan soru artık yanıtlanamaz ve hizmet puanınızı düşürür. En eski sorulardan başlayın.',
          'Sık verdiğiniz yanıtları Hazır Yanıtlar olarak kaydedin. Bir yanıta dosya ve bağlantı olarak toplam en fazla 3 ek eklenebilir.',
        ],
      },
    },
  },
  {
    id: 'reconciliation-lines',
    section: 'paymentsReconciliation',
    audience: 'everyone',
    screens: ['reconciliation'],
    text: {
      en: {
        question: 'How do I read my reconciliation?',
        answer: [
          'A period adds up sales, then takes away the sales commission, refunds, penalties and back invoices (service fees), and adds back invoice returns. What remains is the payable total.',
          'Each line has its due date: a sale falls due some days after delivery. Current, past and future periods are on their own tabs, and any view can be exported to Excel.',
        ],
      },
      tr: {
        question: 'Mutabakatımı nasıl okurum?',
        answer: [
          'Bir dönem satışları toplar; satış komisyonunu, iadeleri, cezaları ve hizmet faturalarını (geri faturalar) düşer, geri fatura iadelerini ekler. Kalan tutar ödenecek toplamdır.',
          'Her satırın bir vade tarihi vardır: satış, teslimattan birkaç gün sonra vadesine gelir. Güncel, geçmiş ve gelecek dönemler ayrı sekmelerdedir; her görünüm Excel’e aktarılabilir.',
        ],
      },
    },
  },
];
