import { s10CheckDigit, t3 } from '@wms/contract';
/** Countries and currencies every site needs. Names in the three interface languages; demo
 * exchange rates to the base currency (CNY), which staff keep up to date. */
export const COUNTRIES = [
  { code: 'CN', nameZhCn: '中国', nameZhTw: '中國', nameEn: 'China', phoneCode: '86', sort: 1 },
  { code: 'HK', nameZhCn: '中国香港', nameZhTw: '中國香港', nameEn: 'Hong Kong', phoneCode: '852', sort: 2 },
  { code: 'MO', nameZhCn: '中国澳门', nameZhTw: '中國澳門', nameEn: 'Macau', phoneCode: '853', sort: 3 },
  { code: 'TW', nameZhCn: '中国台湾', nameZhTw: '中國臺灣', nameEn: 'Taiwan', phoneCode: '886', sort: 4 },
  { code: 'US', nameZhCn: '美国', nameZhTw: '美國', nameEn: 'United States', phoneCode: '1', sort: 10 },
  { code: 'CA', nameZhCn: '加拿大', nameZhTw: '加拿大', nameEn: 'Canada', phoneCode: '1', sort: 11 },
  { code: 'GB', nameZhCn: '英国', nameZhTw: '英國', nameEn: 'United Kingdom', phoneCode: '44', sort: 12 },
  { code: 'DE', nameZhCn: '德国', nameZhTw: '德國', nameEn: 'Germany', phoneCode: '49', sort: 13 },
  { code: 'FR', nameZhCn: '法国', nameZhTw: '法國', nameEn: 'France', phoneCode: '33', sort: 14 },
  { code: 'JP', nameZhCn: '日本', nameZhTw: '日本', nameEn: 'Japan', phoneCode: '81', sort: 15 },
  { code: 'KR', nameZhCn: '韩国', nameZhTw: '韓國', nameEn: 'South Korea', phoneCode: '82', sort: 16 },
  { code: 'SG', nameZhCn: '新加坡', nameZhTw: '新加坡', nameEn: 'Singapore', phoneCode: '65', sort: 17 },
  { code: 'MY', nameZhCn: '马来西亚', nameZhTw: '馬來西亞', nameEn: 'Malaysia', phoneCode: '60', sort: 18 },
  { code: 'TH', nameZhCn: '泰国', nameZhTw: '泰國', nameEn: 'Thailand', phoneCode: '66', sort: 19 },
  { code: 'VN', nameZhCn: '越南', nameZhTw: '越南', nameEn: 'Vietnam', phoneCode: '84', sort: 20 },
  { code: 'PH', nameZhCn: '菲律宾', nameZhTw: '菲律賓', nameEn: 'Philippines', phoneCode: '63', sort: 21 },
  { code: 'ID', nameZhCn: '印度尼西亚', nameZhTw: '印度尼西亞', nameEn: 'Indonesia', phoneCode: '62', sort: 22 },
  { code: 'AU', nameZhCn: '澳大利亚', nameZhTw: '澳大利亞', nameEn: 'Australia', phoneCode: '61', sort: 23 },
  { code: 'NZ', nameZhCn: '新西兰', nameZhTw: '紐西蘭', nameEn: 'New Zealand', phoneCode: '64', sort: 24 },
];

export const CURRENCIES = [
  {
    code: 'CNY',
    nameZhCn: '人民币',
    nameZhTw: '人民幣',
    nameEn: 'Chinese Yuan',
    symbol: '¥',
    decimals: 2,
    exchangeRate: '1',
    isBase: true,
  },
  {
    code: 'HKD',
    nameZhCn: '港币',
    nameZhTw: '港幣',
    nameEn: 'Hong Kong Dollar',
    symbol: 'HK$',
    decimals: 2,
    exchangeRate: '0.91',
  },
  {
    code: 'MOP',
    nameZhCn: '澳门元',
    nameZhTw: '澳門元',
    nameEn: 'Macanese Pataca',
    symbol: 'MOP$',
    decimals: 2,
    exchangeRate: '0.88',
  },
  {
    code: 'TWD',
    nameZhCn: '新台币',
    nameZhTw: '新臺幣',
    nameEn: 'New Taiwan Dollar',
    symbol: 'NT$',
    decimals: 2,
    exchangeRate: '0.22',
  },
  {
    code: 'USD',
    nameZhCn: '美元',
    nameZhTw: '美元',
    nameEn: 'US Dollar',
    symbol: '$',
    decimals: 2,
    exchangeRate: '7.12',
  },
  { code: 'EUR', nameZhCn: '欧元', nameZhTw: '歐元', nameEn: 'Euro', symbol: '€', decimals: 2, exchangeRate: '7.71' },
  {
    code: 'GBP',
    nameZhCn: '英镑',
    nameZhTw: '英鎊',
    nameEn: 'Pound Sterling',
    symbol: '£',
    decimals: 2,
    exchangeRate: '9.02',
  },
  {
    code: 'JPY',
    nameZhCn: '日元',
    nameZhTw: '日圓',
    nameEn: 'Japanese Yen',
    symbol: '¥',
    decimals: 0,
    exchangeRate: '0.047',
  },
];

/** The system expense types billing refers to by code, and two a warehouse typically adds. */
export const EXPENSE_TYPES = [
  { code: 'FREIGHT', nameI18n: t3('运费', '運費', 'Freight'), systemVariables: true, explain: '' },
  { code: 'STORAGE', nameI18n: t3('仓储费', '倉儲費', 'Storage'), systemVariables: true, explain: '' },
  { code: 'WAREHOUSING', nameI18n: t3('入库费', '入庫費', 'Warehousing'), systemVariables: true, explain: '' },
  {
    code: 'VALUE_ADDED',
    nameI18n: t3('增值服务费', '增值服務費', 'Value-added services'),
    systemVariables: true,
    explain: '',
  },
  { code: 'REPACK', nameI18n: t3('重新打包费', '重新打包費', 'Repacking'), systemVariables: false, explain: '' },
  { code: 'PHOTO', nameI18n: t3('拍照费', '拍照費', 'Photos'), systemVariables: false, explain: '' },
].map((e, i) => ({ ...e, name: e.nameI18n['zh-cn'], displayOrder: (i + 1) * 10 }));

/** Demo carriers, one of each number format, each with a pool of numbers (see `demoPool`). */
export const CARRIERS = [
  {
    name: 'China Post EMS',
    code: 'EMS',
    interfaceType: 1,
    trackingFormat: 1,
    trackingUrl: 'https://www.ems.com.cn/?mailNo={number}',
  },
  {
    name: 'SF Express',
    code: 'SF',
    interfaceType: 1,
    trackingFormat: 2,
    trackingPattern: 'SF\\d{12}',
    trackingUrl: 'https://www.sf-express.com/waybill/#search/bill-number/{number}',
  },
  { name: 'Demo Line', code: 'DEMO', interfaceType: 1, trackingFormat: 3, remarks: 'Numbers printed by the warehouse' },
];

/** Twenty numbers of a demo carrier's format: the first three used by demo orders, the fourth voided. */
export function demoPool(code: string): { number: string; state: number; orderNumber?: string }[] {
  return Array.from({ length: 20 }, (_, i) => {
    const serial = String(10_000_000 + i * 7919).padStart(8, '0');
    const number =
      code === 'EMS'
        ? `EE${serial}${s10CheckDigit(serial)}CN`
        : code === 'SF'
          ? `SF${String(100_000_000_000 + i)}`
          : `DL${serial}`;
    return i < 3
      ? { number, state: 1, orderNumber: `DEMO-ORDER-${code}-${i + 1}` }
      : { number, state: i === 3 ? 2 : 0 };
  });
}
