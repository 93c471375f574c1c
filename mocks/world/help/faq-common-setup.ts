/** FAQ entries for every seller, wherever the company is based: getting started, the catalogue and the account. */
import type { FaqSource } from './faq-source';

export const COMMON_SETUP_FAQ: readonly FaqSource[] = [
  {
    id: 'first-steps',
    section: 'gettingStarted',
    audience: 'everyone',
    screens: ['companyInfo', 'importProductVariant'],
    text: {
      en: {
        question: 'Where do I start after my first sign-in?',
        answer: [
          'Complete Company Info first: addresses, contact person and bank account. Payments and invoices use these details, and missing fields hold your first payout.',
          'Then load your catalogue with the Excel Product/Variant Import. Our team enables the marketplaces for you; once your products are crossed to their categories they go on sale.',
        ],
      },
      tr: {
        question: 'İlk girişten sonra nereden başlamalıyım?',
        answer: [
          'Önce Firma Bilgileri sayfasını doldurun: adresler, yetkili kişi ve banka hesabı. Ödemeler ve faturalar bu bilgileri kullanır; eksik alanlar ilk ödemenizi bekletir.',
          'Ardından kataloğunuzu Excel ile Ürün/Varyant İçe Aktarma ekranından içe aktarın. Pazaryerlerini ekibimiz sizin için açar; ürünleriniz pazaryeri kategorileriyle eşleştiğinde satışa çıkar.',
        ],
      },
    },
  },
  {
    id: 'sidebar-badges',
    section: 'gettingStarted',
    audience: 'everyone',
    screens: ['claims', 'questions', 'messages'],
    text: {
      en: {
        question: 'What do the numbers beside Claims, Questions and Messages mean?',
        answer: [
          'They count what is waiting for you: claims to approve or reject, customer questions to answer before they expire, and unread messages. They update after each action.',
        ],
      },
      tr: {
        question: 'Talepler, Müşteri Soruları ve Mesajlar yanındaki sayılar ne anlama geliyor?',
        answer: [
          'Sizi bekleyen işleri sayarlar: onaylanacak ya da reddedilecek talepler, süresi dolmadan yanıtlanması gereken müşteri soruları ve okunmamış mesajlar. Her işlemden sonra güncellenirler.',
        ],
      },
    },
  },
  {
    id: 'import-errors',
    section: 'productsImports',
    audience: 'everyone',
    screens: ['importProductVariant', 'transactions'],
    text: {
      en: {
        question: 'My Excel import finished with errors. Where do I see them?',
        answer: [
          'Every import runs as a transaction. Open Transactions to see its status, or the Import Errors tab of the import screen: each row says which product or variant failed and why.',
          'Fix the rows in the same file and upload it again; rows that were already imported are updated, not duplicated. Files up to 9 MB in .xls or .xlsx are accepted.',
        ],
      },
      tr: {
        question: 'Excel aktarımım hatalarla bitti. Hataları nerede görürüm?',
        answer: [
          'Her aktarım bir işlem (transaction) olarak çalışır. Durumunu İşlemler sayfasında ya da aktarım ekranının Aktarım Hataları sekmesinde görürsünüz: her satır hangi ürünün veya varyantın neden aktarılamadığını söyler.',
          'Satırları aynı dosyada düzeltip yeniden yükleyin; daha önce aktarılmış satırlar güncellenir, çoğaltılmaz. En fazla 9 MB büyüklüğünde .xls veya .xlsx dosyaları kabul edilir.',
        ],
      },
    },
  },
  {
    id: 'stock-price-update',
    section: 'productsImports',
    audience: 'everyone',
    screens: ['importStockPrice', 'allProducts'],
    text: {
      en: {
        question: 'How do I update stock and prices for many products at once?',
        answer: [
          'Use the Excel Stock/Price Import for large changes, or All Products for a few rows. The retail price must be equal to or greater than the price.',
          'To protect you from typing mistakes, a price can rise only a limited multiple at once and the number of daily price updates is limited. Search the stock/price list by the entire SKU.',
        ],
      },
      tr: {
        question: 'Çok sayıda ürünün stok ve fiyatını aynı anda nasıl güncellerim?',
        answer: [
          'Büyük değişiklikler için Excel ile Stok/Fiyat İçe Aktarma’yı, birkaç satır için Tüm Ürünler ekranını kullanın. Piyasa satış fiyatı, satış fiyatına eşit ya da ondan büyük olmalıdır.',
          'Yazım hatalarına karşı bir fiyat tek seferde yalnızca belirli bir katına kadar artabilir ve günlük fiyat güncelleme sayısı sınırlıdır. Stok/fiyat listesinde SKU’nun tamamıyla arama yapın.',
        ],
      },
    },
  },
  {
    id: 'incorrect-pricing-lock',
    section: 'productsImports',
    audience: 'everyone',
    screens: ['mpProducts'],
    text: {
      en: {
        question: 'Why is my product locked on a marketplace?',
        answer: [
          'When an order item is cancelled with the reason Incorrect Pricing, the product is locked on that marketplace for 7 days. The lock lifts by itself; the product then stays inactive until you correct the price and activate it.',
          'A marketplace can also lock a product for its own reasons; Marketplace Products shows the lock date and reason.',
        ],
      },
      tr: {
        question: 'Ürünüm bir pazaryerinde neden kilitli?',
        answer: [
          'Bir sipariş kalemi Hatalı Fiyat nedeniyle iptal edildiğinde ürün o pazaryerinde 7 gün kilitlenir. Kilit kendiliğinden kalkar; ürün, fiyatı düzeltip etkinleştirene kadar pasif kalır.',
          'Pazaryeri de kendi nedenleriyle bir ürünü kilitleyebilir; kilit tarihini ve nedenini Pazaryeri Ürünleri ekranında görürsünüz.',
        ],
      },
    },
  },
  {
    id: 'password-reset',
    section: 'account',
    audience: 'everyone',
    screens: ['profile'],
    text: {
      en: {
        question: 'I forgot my password. How do I reset it?',
        answer: [
          'Choose Forgot password on the sign-in page and enter your e-mail address. The link we send works once and for 15 minutes, and a new link can be asked for once every 15 minutes.',
          'A new password needs at least 8 characters with a lowercase letter, an uppercase letter and a digit. Resetting signs you out everywhere.',
        ],
      },
      tr: {
        question: 'Şifremi unuttum. Nasıl sıfırlarım?',
        answer: [
          'Giriş sayfasında Şifremi unuttum’u seçip e-posta adresinizi girin. Gönderdiğimiz bağlantı bir kez ve 15 dakika boyunca çalışır; yeni bağlantı 15 dakikada bir istenebilir.',
          'Yeni şifre en az 8 karakter olmalı; bir küçük harf, bir büyük harf ve bir rakam içermelidir. Sıfırlama, tüm oturumlarınızı kapatır.',
        ],
      },
    },
  },
  {
    id: 'api-keys',
    section: 'account',
    audience: 'everyone',
    screens: ['apiSettings'],
    text: {
      en: {
        question: 'Can I connect my own system through the API?',
        answer: [
          'Yes. Create an API key in API Settings and give it to your developer or integrator. Keep it secret: anyone holding it acts for your company. Delete a key you no longer use or that may have leaked.',
        ],
      },
      tr: {
        question: 'Kendi sistemimi API ile bağlayabilir miyim?',
        answer: [
          'Evet. API Ayarları’nda bir API anahtarı oluşturup yazılımcınıza ya da entegratörünüze verin. Anahtarı gizli tutun: elinde bulunduran herkes firmanız adına işlem yapar. Kullanmadığınız ya da sızmış olabilecek anahtarı silin.',
        ],
      },
    },
  },
  {
    id: 'interface-language',
    section: 'account',
    audience: 'everyone',
    screens: [],
    text: {
      en: {
        question: 'How do I switch the portal between English and Turkish?',
        answer: ['Use the language menu in the top bar. Your choice is kept in this browser and the page changes at once, without signing in again.'],
      },
      tr: {
        question: 'Portalın dilini İngilizce ile Türkçe arasında nasıl değiştiririm?',
        answer: ['Üst çubuktaki dil menüsünü kullanın. Seçiminiz bu tarayıcıda saklanır ve sayfa, yeniden giriş yapmanıza gerek kalmadan hemen değişir.'],
      },
    },
  },
];
