/** Fashion: clothing, shoes, bags and accessories (the textile sellers' range). */
import { group, leaf, type TreeNode } from './taxonomy-tree';

const TOPS = 'size! sleeve collar fit';

export const FASHION: TreeNode = group(
  'Fashion',
  'Moda',
  { code: 'fashion', profile: 'apparel', attrs: 'colour! gender! material! pattern season care modelCode' },
  [
    group("Women's Clothing", 'Kadın Giyim', { code: 'women' }, [
      group('Tops', 'Üst Giyim', { attrs: TOPS }, [
        leaf('T-Shirts', 'Tişört', '610910', 'تيشيرت', 'T恤'),
        leaf('Shirts', 'Gömlek', '610610', 'قميص', '衬衫'),
        leaf('Blouses', 'Bluz', '620630', 'بلوزة', '女式衬衫'),
        leaf('Sweaters', 'Kazak', '611020', 'كنزة', '毛衣'),
        leaf('Sweatshirts', 'Sweatshirt', '611020', 'سويت شيرت', '卫衣'),
      ]),
      group('Bottoms', 'Alt Giyim', { attrs: 'size! fit' }, [
        leaf('Jeans', 'Kot Pantolon', '620462', 'جينز', '牛仔裤', { noun: ['Jeans', 'Kot Pantolon'] }),
        leaf('Trousers', 'Pantolon', '620462', 'بنطال', '裤子', { noun: ['Trousers', 'Pantolon'] }),
        leaf('Skirts', 'Etek', '620452', 'تنورة', '半身裙', { attrs: 'length' }),
        leaf('Shorts', 'Şort', '620462', 'شورت', '短裤', { noun: ['Shorts', 'Şort'] }),
      ]),
      leaf('Dresses', 'Elbise', '620442', 'فستان', '连衣裙', { attrs: 'size! sleeve length' }),
      group('Outerwear', 'Dış Giyim', { attrs: 'size!', profile: 'outerwear' }, [
        leaf('Coats', 'Kaban', '620213', 'معطف', '大衣'),
        leaf('Jackets', 'Ceket', '620433', 'جاكيت', '夹克'),
      ]),
      group('Underwear & Nightwear', 'İç Giyim & Gecelik', { attrs: 'size!' }, [
        leaf('Pyjama Sets', 'Pijama Takımı', '610831', 'بيجامة', '睡衣套装'),
        leaf('Bras', 'Sütyen', '621210', 'حمالة صدر', '文胸'),
        leaf('Socks', 'Çorap', '611595', 'جوارب', '袜子', { noun: ['Socks', 'Çorap'] }),
      ]),
    ]),
    group("Men's Clothing", 'Erkek Giyim', { code: 'men' }, [
      group('Tops', 'Üst Giyim', { attrs: TOPS }, [
        leaf('T-Shirts', 'Tişört', '610910', 'تيشيرت', 'T恤'),
        leaf('Shirts', 'Gömlek', '620520', 'قميص', '衬衫'),
        leaf('Polo Shirts', 'Polo Yaka Tişört', '610510', 'قميص بولو', 'Polo衫'),
        leaf('Sweaters', 'Kazak', '611020', 'كنزة', '毛衣'),
        leaf('Sweatshirts', 'Sweatshirt', '611020', 'سويت شيرت', '卫衣'),
      ]),
      group('Bottoms', 'Alt Giyim', { attrs: 'size! fit' }, [
        leaf('Jeans', 'Kot Pantolon', '620342', 'جينز', '牛仔裤', { noun: ['Jeans', 'Kot Pantolon'] }),
        leaf('Trousers', 'Pantolon', '620342', 'بنطال', '裤子', { noun: ['Trousers', 'Pantolon'] }),
        leaf('Shorts', 'Şort', '620342', 'شورت', '短裤', { noun: ['Shorts', 'Şort'] }),
      ]),
      group('Outerwear', 'Dış Giyim', { attrs: 'size!', profile: 'outerwear' }, [
        leaf('Coats', 'Mont', '620193', 'معطف', '外套'),
        leaf('Jackets', 'Ceket', '620333', 'جاكيت', '夹克'),
        leaf('Blazers', 'Blazer Ceket', '620333', 'بليزر', '西装外套', { inactive: true }),
      ]),
      group('Underwear', 'İç Giyim', { attrs: 'size!' }, [
        leaf('Boxers', 'Boxer', '610711', 'بوكسر', '平角内裤'),
        leaf('Socks', 'Çorap', '611595', 'جوارب', '袜子', { noun: ['Socks', 'Çorap'] }),
      ]),
    ]),
    group("Children's Clothing", 'Çocuk Giyim', { code: 'kids', attrs: 'kidsAge!' }, [
      group('Baby Clothing', 'Bebek Giyim', {}, [
        leaf('Bodysuits', 'Zıbın & Body', '611120', 'بودي أطفال', '婴儿连体衣', { noun: ['Bodysuit', 'Body'] }),
        leaf('Rompers', 'Tulum', '611120', 'أفرول أطفال', '婴儿爬服'),
      ]),
      group("Girls' Clothing", 'Kız Çocuk Giyim', {}, [
        leaf('Dresses', 'Elbise', '620442', 'فستان بنات', '女童连衣裙'),
        leaf('T-Shirts', 'Tişört', '610910', 'تيشيرت بنات', '女童T恤'),
        leaf('Leggings', 'Tayt', '611420', 'ليقنز', '打底裤', { noun: ['Leggings', 'Tayt'] }),
      ]),
      group("Boys' Clothing", 'Erkek Çocuk Giyim', {}, [
        leaf('T-Shirts', 'Tişört', '610910', 'تيشيرت أولاد', '男童T恤'),
        leaf('Trousers', 'Pantolon', '620342', 'بنطال أولاد', '男童裤子', { noun: ['Trousers', 'Pantolon'] }),
        leaf('Tracksuits', 'Eşofman Takımı', '611212', 'بدلة رياضية', '运动套装'),
      ]),
    ]),
    group('Shoes', 'Ayakkabı', { code: 'shoes', attrs: 'shoeSize!', profile: 'shoes' }, [
      group("Women's Shoes", 'Kadın Ayakkabı', {}, [
        leaf('Sneakers', 'Sneaker', '640411', 'حذاء رياضي', '运动鞋'),
        leaf('Boots', 'Bot', '640391', 'حذاء برقبة', '靴子'),
        leaf('Sandals', 'Sandalet', '640399', 'صندل', '凉鞋'),
      ]),
      group("Men's Shoes", 'Erkek Ayakkabı', {}, [
        leaf('Sneakers', 'Sneaker', '640411', 'حذاء رياضي', '运动鞋'),
        leaf('Classic Shoes', 'Klasik Ayakkabı', '640359', 'حذاء كلاسيكي', '皮鞋'),
        leaf('Boots', 'Bot', '640391', 'حذاء برقبة', '靴子'),
      ]),
    ]),
    group('Accessories', 'Aksesuar', { code: 'accessories', attrs: '=colour! material gender modelCode', profile: 'accessory' }, [
      group('Bags', 'Çanta', { profile: 'bag' }, [
        leaf('Handbags', 'El Çantası', '420222', 'حقيبة يد', '手提包'),
        leaf('Backpacks', 'Sırt Çantası', '420292', 'حقيبة ظهر', '双肩包'),
        leaf('Wallets', 'Cüzdan', '420231', 'محفظة', '钱包', { profile: 'accessory' }),
      ]),
      leaf('Scarves & Shawls', 'Şal & Eşarp', '621420', 'وشاح', '围巾', { noun: ['Scarf', 'Şal'], attrs: 'pattern' }),
      leaf('Belts', 'Kemer', '420330', 'حزام', '腰带'),
      leaf('Hats & Caps', 'Şapka', '650500', 'قبعة', '帽子', { noun: ['Cap', 'Şapka'] }),
      leaf('Sunglasses', 'Güneş Gözlüğü', '900410', 'نظارة شمسية', '太阳镜', { noun: ['Sunglasses', 'Güneş Gözlüğü'] }),
      group('Jewellery', 'Takı', { code: 'jewellery', profile: 'jewellery' }, [
        leaf('Necklaces', 'Kolye', '711719', 'قلادة', '项链'),
        leaf('Earrings', 'Küpe', '711719', 'أقراط', '耳环', { noun: ['Earrings', 'Küpe'] }),
        leaf('Bracelets', 'Bileklik', '711719', 'سوار', '手镯'),
      ]),
    ]),
  ],
);
