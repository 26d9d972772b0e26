import { currentLangTag } from '../i18n';

/** The device connection's own words (the agent's come already in the user's language). */
const texts = {
  localNetworkPrompt: {
    'zh-cn':
      '浏览器将询问是否允许本网站访问本地网络上的设备：请选择“允许”，控制台才能连接本机的打印机、电子秤和摄像头。',
    'zh-tw':
      '瀏覽器將詢問是否允許本網站存取區域網路上的裝置：請選擇「允許」，主控台才能連線本機的印表機、電子秤和攝影機。',
    'en-us':
      'The browser will ask whether this site may reach devices on your local network: choose Allow, so the console can reach this computer’s printer, scale and camera.',
  },
  localNetworkDenied: {
    'zh-cn':
      '浏览器已禁止本网站访问本地网络：请在地址栏左侧的网站设置中将“本地网络访问”改为允许，然后重新打开打印连接。',
    'zh-tw':
      '瀏覽器已禁止本網站存取區域網路：請在網址列左側的網站設定中將「區域網路存取」改為允許，然後重新開啟列印連線。',
    'en-us':
      'The browser blocks this site from your local network: allow “Local network access” in the site settings (left of the address bar), then switch Print connection on again.',
  },
  testLabel: { 'zh-cn': '打印测试标签', 'zh-tw': '列印測試標籤', 'en-us': 'Print a test label' },
} as const;

export function deviceText(key: keyof typeof texts): string {
  const tag = currentLangTag() as keyof (typeof texts)[typeof key];
  return texts[key][tag] ?? texts[key]['en-us'];
}
