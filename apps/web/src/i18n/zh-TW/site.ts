import type en from '../en-US/site';
import type { Messages } from '../types';

const site: Messages<typeof en> = {
  site: '站點',
  addSite: '新增站點',
  editSite: '編輯站點',
  siteName: '站點名稱',
  nameOrCode: '名稱或代碼',
  siteCode: '站點代碼',
  siteCodeRule: '只能包含字母、數字、底線和連字號',
  apiUrl: '介面位址',
  apiUrlHint: '不填則為本伺服器（/openapi）',
  apiUrlRule: '必須是 http(s) 位址或以 / 開頭的路徑',
  hosts: '網域',
  hostsHint: '開啟此站點的網域，例如 console.example.com；每個輸入後按 Enter',
  hostRule: '不是有效的網域或 IP 位址',
  hostsMax: '最多 {{max}} 個網域',
  smsCountries: '簡訊國家',
  smsCountriesHint: '簡訊登入和註冊可選的國家國碼',
  contactPhone: '聯絡電話',
  contactPhoneRule: '不是有效的手機號碼或市內電話',
  contactEmail: '聯絡信箱',
  pageTitle: '標題',
  chooseLogo: '選擇 Logo',
  removeLogo: '移除 Logo',
  noLogo: '尚無 Logo',
  logoHint: 'JPEG、PNG、GIF 或 WebP，不超過 2 MB',
  logoType: 'Logo 必須是 JPEG、PNG、GIF 或 WebP 圖片',
  logoSize: 'Logo 不能超過 2 MB',
};
export default site;
