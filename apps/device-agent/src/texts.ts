/** What the agent tells the user, in the console's three languages (zh-cn, zh-tw, en-us). The
 * console shows the text as it comes; `{detail}` carries the system's own words (a CUPS error). */
export type Lang = 'zh-cn' | 'zh-tw' | 'en-us';

const t3 = (cn: string, tw: string, en: string) => ({ 'zh-cn': cn, 'zh-tw': tw, 'en-us': en });

export const texts = {
  signedIn: t3('本地设备服务已连接', '本機設備服務已連線', 'Local device service connected'),
  badToken: t3(
    '登录已失效，本地设备服务拒绝连接，请重新登录',
    '登入已失效，本機設備服務拒絕連線，請重新登入',
    'Your sign-in is no longer valid; the local device service refused it. Sign in again',
  ),
  serverNotAllowed: t3(
    '本地设备服务不信任该服务器地址：{detail}',
    '本機設備服務不信任該伺服器位址：{detail}',
    'The local device service does not trust this server address: {detail}',
  ),
  serverUnreachable: t3(
    '本地设备服务无法访问服务器：{detail}',
    '本機設備服務無法存取伺服器：{detail}',
    'The local device service cannot reach the server: {detail}',
  ),
  notSignedIn: t3(
    '本地设备服务尚未验证登录',
    '本機設備服務尚未驗證登入',
    'The local device service has not verified your sign-in',
  ),
  badJob: t3(
    '打印任务无效：需要单据、ZPL 或 PDF',
    '列印工作無效：需要單據、ZPL 或 PDF',
    'The print job is not valid: it needs a document, ZPL or PDF',
  ),
  notALabel: t3(
    '打印任务无效：只能打印标签格式（^XA ... ^XZ），不接受打印机设置命令',
    '列印工作無效：只能列印標籤格式（^XA ... ^XZ），不接受印表機設定命令',
    'The print job is not valid: only label formats (^XA ... ^XZ) are printed, not printer commands',
  ),
  documentFailed: t3(
    '获取打印文件失败：{detail}',
    '取得列印檔案失敗：{detail}',
    'Could not get the document to print: {detail}',
  ),
  printed: t3('已发送到打印机 {detail}', '已傳送到印表機 {detail}', 'Sent to the printer {detail}'),
  printFailed: t3('打印失败：{detail}', '列印失敗：{detail}', 'Printing failed: {detail}'),
  noPrinter: t3(
    '未配置打印机，请在本地设备服务中设置',
    '未設定印表機，請在本機設備服務中設定',
    'No printer is set up in the local device service',
  ),
  scaleOff: t3('电子秤已断开', '電子秤已中斷連線', 'The scale is disconnected'),
  scaleOn: t3('电子秤已连接', '電子秤已連線', 'The scale is connected'),
  noScale: t3('未找到电子秤', '未找到電子秤', 'No scale found'),
  noCamera: t3('未找到摄像头', '未找到攝影機', 'No camera found'),
  captureFailed: t3('拍照失败：{detail}', '拍照失敗：{detail}', 'Taking the photo failed: {detail}'),
} as const;

export type TextKey = keyof typeof texts;

/** The console's AcceptLanguage tag; anything else as the server reads it (Chinese by default). */
export function langOf(tag: unknown): Lang {
  const t = String(tag ?? '').toLowerCase();
  if (t.startsWith('en')) return 'en-us';
  return t === 'zh-tw' || t === 'zh-hk' || t.startsWith('zh-hant') ? 'zh-tw' : 'zh-cn';
}

export function text(key: TextKey, lang: Lang, detail = ''): string {
  return texts[key][lang].replace('{detail}', detail);
}
