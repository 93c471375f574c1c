/** Home & living: home textiles, kitchen, decoration, lighting, storage. */
import { group, leaf, type TreeNode } from './taxonomy-tree';

export const HOME: TreeNode = group('Home & Living', 'Ev & Yaşam', { code: 'home', profile: 'decor', attrs: 'colour style modelCode' }, [
  group('Home Textiles', 'Ev Tekstili', { code: 'home-textiles', profile: 'homeTextile', attrs: 'colour! material! pattern care' }, [
    group('Bedding', 'Yatak Odası Tekstili', { attrs: 'bedSize! threadCount', profile: 'bedding' }, [
      leaf('Duvet Cover Sets', 'Nevresim Takımı', '630231', 'طقم غطاء لحاف', '被套套装'),
      leaf('Bed Sheets', 'Çarşaf', '630231', 'شرشف سرير', '床单'),
      leaf('Pillows', 'Yastık', '940490', 'وسادة', '枕头'),
      leaf('Blankets', 'Battaniye', '630140', 'بطانية', '毯子'),
    ]),
    group('Bathroom Textiles', 'Banyo Tekstili', { attrs: 'towelSize!', profile: 'towel' }, [
      leaf('Towels', 'Havlu', '630260', 'منشفة', '毛巾'),
      leaf('Bathrobes', 'Bornoz', '620791', 'رداء حمام', '浴袍'),
      leaf('Peshtemals', 'Peştamal', '630260', 'فوطة حمام تركية', '土耳其浴巾'),
    ]),
    leaf('Curtains', 'Perde', '630391', 'ستارة', '窗帘'),
    leaf('Rugs', 'Halı', '570242', 'سجادة', '地毯', { attrs: 'rugSize!', profile: 'rug' }),
    leaf('Cushion Covers', 'Kırlent Kılıfı', '630499', 'غطاء وسادة', '靠垫套'),
    leaf('Tablecloths', 'Masa Örtüsü', '630251', 'مفرش طاولة', '桌布'),
  ]),
  group('Kitchen', 'Mutfak', { code: 'kitchen', profile: 'kitchenTool', attrs: 'homeMaterial! dishwasher' }, [
    group('Cookware', 'Pişirme Gereçleri', { attrs: 'coating hob! capacity pieces', profile: 'cookware' }, [
      leaf('Pots', 'Tencere', '732393', 'قدر طبخ', '汤锅'),
      leaf('Pans', 'Tava', '732393', 'مقلاة', '平底锅'),
      leaf('Pressure Cookers', 'Düdüklü Tencere', '732393', 'قدر ضغط', '压力锅'),
      leaf('Cookware Sets', 'Tencere Seti', '732393', 'طقم أواني طبخ', '锅具套装'),
      leaf('Turkish Coffee Pots', 'Cezve', '741810', 'ركوة قهوة', '土耳其咖啡壶'),
      leaf('Teapots', 'Çaydanlık', '732393', 'إبريق شاي', '茶壶'),
    ]),
    group('Tableware', 'Sofra Gereçleri', { attrs: 'pieces!', profile: 'tableware' }, [
      leaf('Dinner Sets', 'Yemek Takımı', '691110', 'طقم عشاء', '餐具套装'),
      leaf('Tea Glasses', 'Çay Bardağı', '701337', 'كاسات شاي', '茶杯'),
      leaf('Cutlery Sets', 'Çatal Bıçak Takımı', '821520', 'طقم أدوات مائدة', '刀叉套装'),
      leaf('Serving Trays', 'Servis Tepsisi', '732393', 'صينية تقديم', '托盘'),
    ]),
    group('Kitchen Tools', 'Mutfak Gereçleri', {}, [
      leaf('Knives', 'Bıçak', '821191', 'سكين', '刀具', { noun: ['Knife', 'Bıçak'] }),
      leaf('Cutting Boards', 'Kesme Tahtası', '441910', 'لوح تقطيع', '砧板'),
      leaf('Storage Containers', 'Saklama Kabı', '392410', 'علبة حفظ الطعام', '保鲜盒'),
    ]),
    group(
      'Small Kitchen Appliances',
      'Küçük Mutfak Aletleri',
      {
        code: 'kitchen-appliances',
        profile: 'smallAppliance',
        attrs: '=colour modelCode! power! voltage! capacity warranty! plug',
      },
      [
        leaf('Coffee Machines', 'Kahve Makinesi', '851671', 'آلة قهوة', '咖啡机'),
        leaf('Turkish Coffee Machines', 'Türk Kahvesi Makinesi', '851671', 'آلة قهوة تركية', '土耳其咖啡机'),
        leaf('Kettles', 'Kettle', '851610', 'غلاية كهربائية', '电水壶'),
        leaf('Tea Makers', 'Çay Makinesi', '851671', 'صانعة شاي', '煮茶器'),
        leaf('Blenders', 'Blender', '850940', 'خلاط', '搅拌机'),
        leaf('Toasters', 'Tost Makinesi', '851672', 'محمصة خبز', '三明治机'),
        leaf('Air Fryers', 'Airfryer', '851660', 'قلاية هوائية', '空气炸锅'),
      ],
    ),
  ]),
  group('Home Decor', 'Ev Dekorasyonu', { code: 'decor', attrs: 'homeMaterial!' }, [
    leaf('Vases', 'Vazo', '691390', 'مزهرية', '花瓶'),
    leaf('Wall Clocks', 'Duvar Saati', '910521', 'ساعة حائط', '挂钟'),
    leaf('Candles', 'Mum', '340600', 'شمعة', '蜡烛'),
    leaf('Photo Frames', 'Fotoğraf Çerçevesi', '441400', 'إطار صور', '相框'),
    leaf('Mirrors', 'Ayna', '700992', 'مرآة', '镜子'),
    leaf('Decorative Objects', 'Dekoratif Obje', '691390', 'تحفة ديكور', '摆件'),
  ]),
  group('Lighting', 'Aydınlatma', { code: 'lighting', profile: 'lighting', attrs: 'power voltage! homeMaterial' }, [
    leaf('Table Lamps', 'Masa Lambası', '940520', 'مصباح طاولة', '台灯'),
    leaf('Floor Lamps', 'Lambader', '940520', 'مصباح أرضي', '落地灯'),
    leaf('Chandeliers', 'Avize', '940511', 'ثريا', '吊灯'),
    leaf('LED Strips', 'LED Şerit', '940542', 'شريط إضاءة LED', 'LED灯带', { profile: 'kitchenTool' }),
  ]),
  group('Storage & Organisation', 'Düzenleme & Depolama', { code: 'storage', profile: 'storageBox', attrs: 'homeMaterial!' }, [
    leaf('Baskets', 'Sepet', '460211', 'سلة تخزين', '收纳篮'),
    leaf('Storage Boxes', 'Saklama Kutusu', '392490', 'صندوق تخزين', '收纳盒'),
    leaf('Hangers', 'Askı', '392490', 'شماعة', '衣架', { inactive: true }),
  ]),
]);
