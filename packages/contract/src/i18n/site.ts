import { defineCatalog } from './define.js';

/** Sites, host mapping, uploads and speech synthesis. */
export const siteMessages = defineCatalog({
  'site.unknownHost': {
    'zh-cn': '域名 {host} 未绑定任何站点，请联系平台管理员',
    'zh-tw': '網域 {host} 未綁定任何站點，請聯絡平台管理員',
    'en-us': 'The host {host} does not belong to any site; please contact the platform administrator',
  },
  'site.deactivatedHost': {
    'zh-cn': '域名 {host} 所属的站点已停用',
    'zh-tw': '網域 {host} 所屬的站點已停用',
    'en-us': 'The site of host {host} is deactivated',
  },
  'site.hostTaken': {
    'zh-cn': '域名 {host} 已属于站点 {site}，一个域名只能属于一个站点',
    'zh-tw': '網域 {host} 已屬於站點 {site}，一個網域只能屬於一個站點',
    'en-us': 'the host {host} already belongs to the site {site}; a host belongs to one site only',
  },
  'site.codeTaken': {
    'zh-cn': '站点编码 {code} 已存在',
    'zh-tw': '站點編碼 {code} 已存在',
    'en-us': 'the site code {code} already exists',
  },
  'site.hasUsers': {
    'zh-cn': '该站点下还有 {count} 个用户，不能删除',
    'zh-tw': '該站點下還有 {count} 個使用者，不能刪除',
    'en-us': 'The site still has {count, plural, one {# user} other {# users}} and cannot be deleted',
  },
  'site.inUse': {
    'zh-cn': '该站点仍被其他数据引用，不能删除',
    'zh-tw': '該站點仍被其他資料引用，不能刪除',
    'en-us': 'The site is still referred to by other records and cannot be deleted',
  },
  'site.noSite': {
    'zh-cn': '平台尚未配置任何站点',
    'zh-tw': '平台尚未設定任何站點',
    'en-us': 'No site has been set up yet',
  },
  // Field rules: shown inside "Field X: <rule>".
  'site.rule.host': {
    'zh-cn': '不是有效的域名或 IP 地址',
    'zh-tw': '不是有效的網域或 IP 位址',
    'en-us': 'not a valid host name or IP address',
  },
  'site.rule.code': {
    'zh-cn': '只能包含字母、数字、下划线和短横线',
    'zh-tw': '只能包含字母、數字、底線和連字號',
    'en-us': 'only letters, digits, underscores and dashes',
  },
  'site.rule.apiUrl': {
    'zh-cn': '必须是 http(s) 地址或以 / 开头的路径',
    'zh-tw': '必須是 http(s) 位址或以 / 開頭的路徑',
    'en-us': 'must be an http(s) address or a path starting with /',
  },
  'site.rule.phone': {
    'zh-cn': '不是有效的手机号码或固定电话',
    'zh-tw': '不是有效的手機號碼或市內電話',
    'en-us': 'not a valid mobile or fixed telephone number',
  },
  'site.rule.logo': {
    'zh-cn': '必须为空、已上传文件的地址或 http(s) 地址',
    'zh-tw': '必須為空、已上傳檔案的位址或 http(s) 位址',
    'en-us': 'must be empty, an uploaded file address or an http(s) address',
  },
  'site.rule.unknownCountry': {
    'zh-cn': '包含不存在的国家 {id}',
    'zh-tw': '包含不存在的國家 {id}',
    'en-us': 'contains the unknown country {id}',
  },
  'site.rule.configurations': {
    'zh-cn': '必须是 [{Language, Title, Logo}] 形式的 JSON',
    'zh-tw': '必須是 [{Language, Title, Logo}] 形式的 JSON',
    'en-us': 'must be JSON of the form [{Language, Title, Logo}]',
  },
  'site.rule.carouselImage': {
    'zh-cn': '必须是本平台上传的图片地址',
    'zh-tw': '必須是本平台上傳的圖片位址',
    'en-us': 'must be the address of an image uploaded here',
  },
  'site.rule.carouselImages': {
    'zh-cn': '必须是图片地址组成的 JSON 数组',
    'zh-tw': '必須是圖片位址組成的 JSON 陣列',
    'en-us': 'must be a JSON list of image addresses',
  },
  'upload.fileType': {
    'zh-cn': '文件类型不允许，只能上传 {types}',
    'zh-tw': '檔案類型不允許，只能上傳 {types}',
    'en-us': 'this type of file is not allowed; allowed: {types}',
  },
  'upload.tooManyFiles': {
    'zh-cn': '只能上传一个文件',
    'zh-tw': '只能上傳一個檔案',
    'en-us': 'only one file can be uploaded',
  },
  'upload.unexpectedFile': {
    'zh-cn': '不接受此字段的文件',
    'zh-tw': '不接受此欄位的檔案',
    'en-us': 'no file is expected in this field',
  },
  'speech.notInstalled': {
    'zh-cn': '服务器未安装语音合成（espeak-ng），无法生成语音',
    'zh-tw': '伺服器未安裝語音合成（espeak-ng），無法產生語音',
    'en-us': 'Speech synthesis (espeak-ng) is not installed on the server',
  },
});
