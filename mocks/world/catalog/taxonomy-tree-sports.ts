/** Sports and outdoor. */
import { group, leaf, type TreeNode } from './taxonomy-tree';

export const SPORTS: TreeNode = group('Sports & Outdoor', 'Spor & Outdoor', { code: 'sports', profile: 'fitness', attrs: 'colour! sportType modelCode' }, [
  group('Fitness', 'Fitness & Kondisyon', { code: 'fitness' }, [
    leaf('Yoga Mats', 'Yoga Matı', '950691', 'سجادة يوغا', '瑜伽垫', { attrs: 'thickness! homeMaterial' }),
    leaf('Dumbbells', 'Dambıl', '950691', 'دمبل', '哑铃', { attrs: 'weight!', profile: 'fitnessHeavy' }),
    leaf('Resistance Bands', 'Direnç Bandı', '950691', 'حبل مقاومة', '弹力带'),
    leaf('Jump Ropes', 'Atlama İpi', '950691', 'حبل قفز', '跳绳', { inactive: true }),
    leaf('Exercise Bikes', 'Kondisyon Bisikleti', '950691', 'دراجة تمارين', '动感单车', { profile: 'fitnessHeavy' }),
  ]),
  group('Sportswear', 'Spor Giyim', { code: 'sportswear', profile: 'sportswear', attrs: 'size! material! gender! fit' }, [
    leaf('Tracksuits', 'Eşofman Takımı', '611212', 'بدلة رياضية', '运动套装'),
    leaf('Sports Bras', 'Spor Sütyeni', '621210', 'حمالة صدر رياضية', '运动内衣'),
    leaf('Leggings', 'Tayt', '611420', 'ليقنز رياضي', '运动紧身裤', { noun: ['Leggings', 'Tayt'] }),
    leaf('Sports T-Shirts', 'Spor Tişört', '610990', 'تيشيرت رياضي', '运动T恤'),
  ]),
  group('Sports Shoes', 'Spor Ayakkabı', { code: 'sports-shoes', profile: 'shoes', attrs: 'shoeSize! gender!' }, [
    leaf('Running Shoes', 'Koşu Ayakkabısı', '640411', 'حذاء جري', '跑步鞋', { noun: ['Running Shoes', 'Koşu Ayakkabısı'] }),
    leaf('Training Shoes', 'Antrenman Ayakkabısı', '640411', 'حذاء تدريب', '训练鞋', { noun: ['Training Shoes', 'Antrenman Ayakkabısı'] }),
    leaf('Football Boots', 'Krampon', '640219', 'حذاء كرة قدم', '足球鞋', { noun: ['Football Boots', 'Krampon'] }),
    leaf('Hiking Boots', 'Trekking Botu', '640399', 'حذاء مشي جبلي', '徒步鞋', { noun: ['Hiking Boots', 'Trekking Botu'] }),
  ]),
  group('Camping & Hiking', 'Kamp & Doğa Sporları', { code: 'camping', profile: 'camping' }, [
    leaf('Tents', 'Çadır', '630622', 'خيمة', '帐篷', { attrs: 'persons! waterResistance' }),
    leaf('Sleeping Bags', 'Uyku Tulumu', '940430', 'كيس نوم', '睡袋'),
    leaf('Hiking Backpacks', 'Dağcı Çantası', '420292', 'حقيبة ظهر للتنزه', '登山包'),
    leaf('Headlamps', 'Kafa Lambası', '851310', 'كشاف رأس', '头灯', { attrs: 'battery', profile: 'cycling' }),
    leaf('Thermoses', 'Termos', '961700', 'ترمس', '保温瓶', { attrs: 'capacity!', profile: 'kitchenTool', noun: ['Thermos', 'Termos'] }),
    leaf('Water Bottles', 'Matara', '732393', 'قارورة ماء', '水壶', { attrs: 'capacity!', profile: 'kitchenTool' }),
  ]),
  group('Cycling', 'Bisiklet', { code: 'cycling', profile: 'cycling' }, [
    leaf('Bicycles', 'Bisiklet', '871200', 'دراجة هوائية', '自行车', { attrs: 'wheelSize!', profile: 'bicycle' }),
    leaf('Cycling Helmets', 'Bisiklet Kaskı', '650610', 'خوذة دراجات', '骑行头盔', { attrs: 'size!' }),
    leaf('Cycling Gloves', 'Bisiklet Eldiveni', '621600', 'قفازات دراجات', '骑行手套', { attrs: 'size!', noun: ['Cycling Gloves', 'Bisiklet Eldiveni'] }),
  ]),
  group('Water Sports', 'Su Sporları', { code: 'water-sports', profile: 'sportswear' }, [
    leaf('Swimsuits', 'Mayo', '611241', 'ملابس سباحة', '泳衣', { attrs: 'size! gender!' }),
    leaf('Swim Goggles', 'Yüzücü Gözlüğü', '900490', 'نظارة سباحة', '泳镜', { noun: ['Swim Goggles', 'Yüzücü Gözlüğü'], profile: 'cycling' }),
  ]),
  group('Team Sports', 'Takım Sporları', { code: 'team-sports', profile: 'ball', attrs: 'ballSize!' }, [
    leaf('Footballs', 'Futbol Topu', '950662', 'كرة قدم', '足球'),
    leaf('Basketballs', 'Basketbol Topu', '950662', 'كرة سلة', '篮球'),
  ]),
]);
