/** Cosmetics and personal care. */
import { group, leaf, type TreeNode } from './taxonomy-tree';

export const COSMETICS: TreeNode = group(
  'Cosmetics & Personal Care',
  'Kozmetik & Kişisel Bakım',
  { code: 'cosmetics', profile: 'cosmetics', attrs: 'modelCode' },
  [
    group('Skin Care', 'Cilt Bakımı', { code: 'skin-care', attrs: 'volume! ingredients! skinType! vegan' }, [
      leaf('Face Serums', 'Yüz Serumu', '330499', 'سيروم للوجه', '面部精华'),
      leaf('Moisturisers', 'Nemlendirici Krem', '330499', 'كريم مرطب', '保湿霜'),
      leaf('Face Cleansers', 'Yüz Temizleyici', '330499', 'غسول للوجه', '洁面乳'),
      leaf('Face Masks', 'Yüz Maskesi', '330499', 'قناع للوجه', '面膜'),
      leaf('Sunscreens', 'Güneş Kremi', '330499', 'واقي شمس', '防晒霜', { attrs: 'spf!' }),
    ]),
    group('Hair Care', 'Saç Bakımı', { code: 'hair-care', attrs: 'volume! ingredients! hairType! vegan' }, [
      leaf('Shampoos', 'Şampuan', '330510', 'شامبو', '洗发水'),
      leaf('Conditioners', 'Saç Kremi', '330590', 'بلسم', '护发素'),
      leaf('Hair Masks', 'Saç Maskesi', '330590', 'ماسك للشعر', '发膜'),
      leaf('Hair Oils', 'Saç Bakım Yağı', '330590', 'زيت للشعر', '护发油'),
    ]),
    group('Makeup', 'Makyaj', { code: 'makeup', attrs: 'shade! ingredients vegan volume' }, [
      group('Face Makeup', 'Yüz Makyajı', {}, [
        leaf('Foundations', 'Fondöten', '330499', 'كريم أساس', '粉底液'),
        leaf('Concealers', 'Kapatıcı', '330499', 'كونسيلر', '遮瑕膏'),
        leaf('Powders', 'Pudra', '330491', 'بودرة', '散粉'),
      ]),
      group('Eye Makeup', 'Göz Makyajı', {}, [
        leaf('Mascaras', 'Maskara', '330420', 'ماسكارا', '睫毛膏'),
        leaf('Eyeliners', 'Eyeliner', '330420', 'آيلاينر', '眼线笔'),
        leaf('Eyeshadow Palettes', 'Far Paleti', '330420', 'باليت ظلال عيون', '眼影盘'),
      ]),
      group('Lip Makeup', 'Dudak Makyajı', {}, [
        leaf('Lipsticks', 'Ruj', '330410', 'أحمر شفاه', '口红'),
        leaf('Lip Glosses', 'Dudak Parlatıcısı', '330410', 'ملمع شفاه', '唇彩'),
        leaf('Lip Balms', 'Dudak Balmı', '330410', 'مرطب شفاه', '润唇膏'),
      ]),
      leaf('Nail Polishes', 'Oje', '330430', 'طلاء أظافر', '指甲油', { noun: ['Nail Polish', 'Oje'] }),
    ]),
    group('Fragrances', 'Parfüm & Deodorant', { code: 'fragrances', profile: 'fragrance', attrs: 'volume! fragrance! gender! ingredients' }, [
      leaf("Women's Perfumes", 'Kadın Parfüm', '330300', 'عطر نسائي', '女士香水', { noun: ['Eau de Parfum', 'Kadın Parfüm'] }),
      leaf("Men's Perfumes", 'Erkek Parfüm', '330300', 'عطر رجالي', '男士香水', { noun: ['Eau de Toilette', 'Erkek Parfüm'] }),
      leaf('Deodorants', 'Deodorant', '330720', 'مزيل عرق', '止汗露', { profile: 'cosmetics' }),
      leaf('Colognes', 'Kolonya', '330300', 'كولونيا', '古龙水'),
    ]),
    group('Bath & Body', 'Banyo & Vücut Bakımı', { code: 'bath-body', attrs: 'volume! ingredients! skinType vegan' }, [
      leaf('Soaps', 'Sabun', '340111', 'صابون', '香皂'),
      leaf('Shower Gels', 'Duş Jeli', '340130', 'جل استحمام', '沐浴露'),
      leaf('Body Lotions', 'Vücut Losyonu', '330499', 'لوشن للجسم', '身体乳'),
      leaf('Hand Creams', 'El Kremi', '330499', 'كريم لليدين', '护手霜'),
    ]),
    group(
      'Personal Care Appliances',
      'Kişisel Bakım Aletleri',
      {
        code: 'personal-care-appliances',
        profile: 'personalAppliance',
        attrs: '=colour! modelCode! power! voltage! warranty! plug',
      },
      [
        leaf('Hair Dryers', 'Saç Kurutma Makinesi', '851631', 'مجفف شعر', '吹风机'),
        leaf('Hair Straighteners', 'Saç Düzleştirici', '851632', 'مكواة شعر', '直发器'),
        leaf('Electric Shavers', 'Tıraş Makinesi', '851010', 'ماكينة حلاقة', '电动剃须刀'),
        leaf('Electric Toothbrushes', 'Şarjlı Diş Fırçası', '850980', 'فرشاة أسنان كهربائية', '电动牙刷', {
          noun: ['Electric Toothbrush', 'Şarjlı Diş Fırçası'],
        }),
      ],
    ),
  ],
);
