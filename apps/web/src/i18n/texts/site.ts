import { defineCatalog } from '@wms/contract';

/** Site management and site configuration screens. */
export default defineCatalog({
  site: { 'zh-cn': '站点', 'zh-tw': '站點', 'en-us': 'Site' },
  addSite: { 'zh-cn': '新增站点', 'zh-tw': '新增站點', 'en-us': 'Add site' },
  editSite: { 'zh-cn': '编辑站点', 'zh-tw': '編輯站點', 'en-us': 'Edit site' },
  siteName: { 'zh-cn': '站点名称', 'zh-tw': '站點名稱', 'en-us': 'Site name' },
  nameOrCode: { 'zh-cn': '名称或编码', 'zh-tw': '名稱或代碼', 'en-us': 'Name or code' },
  siteCode: { 'zh-cn': '站点编码', 'zh-tw': '站點代碼', 'en-us': 'Site code' },
  apiUrl: { 'zh-cn': '接口地址', 'zh-tw': '介面位址', 'en-us': 'API address' },
  apiUrlHint: {
    'zh-cn': '不填则为本服务器（/openapi）',
    'zh-tw': '不填則為本伺服器（/openapi）',
    'en-us': 'Left empty, this server (/openapi)',
  },
  hosts: { 'zh-cn': '域名', 'zh-tw': '網域', 'en-us': 'Hosts' },
  hostsHint: {
    'zh-cn': '打开此站点的域名，例如 console.example.com；每个输入后按回车',
    'zh-tw': '開啟此站點的網域，例如 console.example.com；每個輸入後按 Enter',
    'en-us': 'Host names that open this site, e.g. console.example.com; press Enter after each',
  },
  smsCountries: { 'zh-cn': '短信国家', 'zh-tw': '簡訊國家', 'en-us': 'SMS countries' },
  smsCountriesHint: {
    'zh-cn': '短信登录和注册可选的国家区号',
    'zh-tw': '簡訊登入和註冊可選的國家國碼',
    'en-us': 'Phone codes offered for SMS sign-in and registration',
  },
  stepBasic: { 'zh-cn': '基本信息', 'zh-tw': '基本資訊', 'en-us': 'Basic information' },
  stepHosts: { 'zh-cn': '域名与接口地址', 'zh-tw': '網域與介面位址', 'en-us': 'Hosts and API address' },
  stepSms: { 'zh-cn': '短信国家', 'zh-tw': '簡訊國家', 'en-us': 'SMS countries' },
  siteCreated: { 'zh-cn': '站点 {{name}} 已创建', 'zh-tw': '站點 {{name}} 已建立', 'en-us': 'Site {{name}} created' },
  siteCreatedHint: {
    'zh-cn': '其域名现在会打开该站点的控制台。登录页的标题与标志可在站点配置中设置。',
    'zh-tw': '其網域現在會開啟該站點的控制台。登入頁的標題與標誌可在站點設定中設定。',
    'en-us': "Its hosts now open this site's console. Sign-in page titles and logos are set under Site configuration.",
  },
  contactPhone: { 'zh-cn': '联系电话', 'zh-tw': '聯絡電話', 'en-us': 'Contact phone' },
  contactEmail: { 'zh-cn': '联系邮箱', 'zh-tw': '聯絡信箱', 'en-us': 'Contact e-mail' },
  pageTitle: { 'zh-cn': '标题', 'zh-tw': '標題', 'en-us': 'Title' },
  chooseLogo: { 'zh-cn': '选择 Logo', 'zh-tw': '選擇 Logo', 'en-us': 'Choose logo' },
  removeLogo: { 'zh-cn': '移除 Logo', 'zh-tw': '移除 Logo', 'en-us': 'Remove logo' },
  noLogo: { 'zh-cn': '暂无 Logo', 'zh-tw': '尚無 Logo', 'en-us': 'No logo' },
  logoHint: {
    'zh-cn': 'JPEG、PNG、GIF 或 WebP，不超过 2 MB',
    'zh-tw': 'JPEG、PNG、GIF 或 WebP，不超過 2 MB',
    'en-us': 'JPEG, PNG, GIF or WebP, at most 2 MB',
  },
  logoType: {
    'zh-cn': 'Logo 必须是 JPEG、PNG、GIF 或 WebP 图片',
    'zh-tw': 'Logo 必須是 JPEG、PNG、GIF 或 WebP 圖片',
    'en-us': 'The logo must be a JPEG, PNG, GIF or WebP image',
  },
  logoSize: { 'zh-cn': 'Logo 不能超过 2 MB', 'zh-tw': 'Logo 不能超過 2 MB', 'en-us': 'The logo may be at most 2 MB' },
  carouselImages: { 'zh-cn': '轮播图', 'zh-tw': '輪播圖', 'en-us': 'Carousel images' },
  carouselHint: {
    'zh-cn':
      '按此顺序显示在登录页，可拖动调整顺序。建议 16:9，1920 × 1080 或更大；JPEG 或 PNG，小于 10 MB；最多 {{max}} 张',
    'zh-tw':
      '按此順序顯示於登入頁，可拖曳調整順序。建議 16:9，1920 × 1080 或更大；JPEG 或 PNG，小於 10 MB；最多 {{max}} 張',
    'en-us':
      'Shown on the sign-in page in this order; drag to change it. Recommended 16:9, 1920 × 1080 or larger; JPEG or PNG under 10 MB; at most {{max}}',
  },
  aboutUs: { 'zh-cn': '关于我们', 'zh-tw': '關於我們', 'en-us': 'About us' },
});
