/** Electronics: phones, computers, audio, wearables, cameras, home appliances, gaming. */
import { group, leaf, type TreeNode } from './taxonomy-tree';

export const ELECTRONICS: TreeNode = group('Electronics', 'Elektronik', { code: 'electronics', profile: 'audio', attrs: 'colour! warranty! modelCode!' }, [
  group('Phones & Accessories', 'Telefon & Aksesuar', { code: 'phones' }, [
    leaf('Mobile Phones', 'Cep Telefonu', '851713', 'هاتف محمول', '手机', { attrs: 'storage! ram! screen', profile: 'phone' }),
    group('Phone Accessories', 'Telefon Aksesuarları', { attrs: 'compatibility!', profile: 'phoneAccessory' }, [
      leaf('Phone Cases', 'Telefon Kılıfı', '392690', 'غطاء هاتف', '手机壳'),
      leaf('Chargers', 'Şarj Cihazı', '850440', 'شاحن', '充电器', { attrs: 'voltage! connectivity' }),
      leaf('Charging Cables', 'Şarj Kablosu', '854442', 'كابل شحن', '数据线', { attrs: 'connectivity!' }),
      leaf('Power Banks', 'Powerbank', '850760', 'باور بنك', '充电宝', { attrs: 'battery!' }),
      leaf('Screen Protectors', 'Ekran Koruyucu', '392690', 'واقي شاشة', '屏幕保护膜'),
    ]),
  ]),
  group('Computers & Tablets', 'Bilgisayar & Tablet', { code: 'computers', profile: 'computer', attrs: 'storage! ram! screen!' }, [
    leaf('Laptops', 'Dizüstü Bilgisayar', '847130', 'حاسوب محمول', '笔记本电脑'),
    leaf('Tablets', 'Tablet', '847130', 'جهاز لوحي', '平板电脑'),
    group('Computer Accessories', 'Bilgisayar Aksesuarları', { attrs: '=colour! warranty! modelCode! connectivity!', profile: 'computerAccessory' }, [
      leaf('Keyboards', 'Klavye', '847160', 'لوحة مفاتيح', '键盘'),
      leaf('Mice', 'Mouse', '847160', 'فأرة', '鼠标', { noun: ['Mouse', 'Mouse'] }),
      leaf('USB Hubs', 'USB Çoklayıcı', '847180', 'موزع USB', 'USB集线器'),
      leaf('Laptop Stands', 'Laptop Standı', '830250', 'حامل حاسوب محمول', '笔记本支架'),
      leaf('Webcams', 'Web Kamerası', '852589', 'كاميرا ويب', '网络摄像头'),
    ]),
    group('Storage Devices', 'Depolama Ürünleri', { attrs: '=colour warranty! modelCode! storage! connectivity', profile: 'phoneAccessory' }, [
      leaf('External Drives', 'Harici Disk', '847170', 'قرص صلب خارجي', '移动硬盘'),
      leaf('USB Flash Drives', 'USB Bellek', '852351', 'فلاشة USB', 'U盘'),
      leaf('Memory Cards', 'Hafıza Kartı', '852351', 'بطاقة ذاكرة', '存储卡', { inactive: true }),
    ]),
  ]),
  group('Audio', 'Ses Sistemleri', { code: 'audio', attrs: 'connectivity! battery waterResistance' }, [
    group('Headphones', 'Kulaklık', {}, [
      leaf('Wireless Earbuds', 'Kablosuz Kulaklık', '851830', 'سماعات لاسلكية', '无线耳机', { noun: ['Wireless Earbuds', 'Kablosuz Kulaklık'] }),
      leaf('Over-Ear Headphones', 'Kulak Üstü Kulaklık', '851830', 'سماعات رأس', '头戴式耳机', { noun: ['Over-Ear Headphones', 'Kulak Üstü Kulaklık'] }),
    ]),
    leaf('Bluetooth Speakers', 'Bluetooth Hoparlör', '851822', 'مكبر صوت بلوتوث', '蓝牙音箱'),
    leaf('Soundbars', 'Soundbar', '851822', 'مكبر صوت سينمائي', '回音壁', { profile: 'homeAppliance' }),
  ]),
  group('Wearables', 'Giyilebilir Teknoloji', { code: 'wearables', profile: 'wearable', attrs: 'waterResistance! battery compatibility screen' }, [
    leaf('Smart Watches', 'Akıllı Saat', '851762', 'ساعة ذكية', '智能手表', { noun: ['Smart Watch', 'Akıllı Saat'] }),
    leaf('Fitness Trackers', 'Akıllı Bileklik', '851762', 'سوار ذكي', '智能手环'),
  ]),
  group('Cameras', 'Kamera & Fotoğraf', { code: 'cameras', profile: 'camera', attrs: 'storage waterResistance' }, [
    leaf('Action Cameras', 'Aksiyon Kamera', '852580', 'كاميرا رياضية', '运动相机'),
    leaf('Digital Cameras', 'Fotoğraf Makinesi', '852580', 'كاميرا رقمية', '数码相机'),
    leaf('Security Cameras', 'Güvenlik Kamerası', '852580', 'كاميرا مراقبة', '监控摄像头', { attrs: 'connectivity!' }),
  ]),
  group('Home Appliances', 'Elektrikli Ev Aletleri', { code: 'appliances', profile: 'homeAppliance', attrs: 'power! voltage! plug' }, [
    leaf('Vacuum Cleaners', 'Elektrikli Süpürge', '850811', 'مكنسة كهربائية', '吸尘器'),
    leaf('Robot Vacuums', 'Robot Süpürge', '850811', 'مكنسة روبوت', '扫地机器人'),
    leaf('Irons', 'Ütü', '851640', 'مكواة', '熨斗', { profile: 'smallAppliance' }),
    leaf('Fans', 'Vantilatör', '841451', 'مروحة', '电风扇'),
  ]),
  group('Gaming', 'Oyun & Konsol', { code: 'gaming', profile: 'gaming', attrs: 'connectivity! compatibility' }, [
    leaf('Game Consoles', 'Oyun Konsolu', '950450', 'جهاز ألعاب', '游戏机'),
    leaf('Gamepads', 'Oyun Kolu', '950450', 'يد تحكم', '游戏手柄'),
    leaf('Gaming Headsets', 'Oyuncu Kulaklığı', '851830', 'سماعة ألعاب', '游戏耳机'),
  ]),
]);
