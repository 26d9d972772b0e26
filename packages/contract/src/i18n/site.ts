import { defineCatalog } from './define.js';

/** Sites, host mapping, uploads and speech synthesis. */
export const siteMessages = defineCatalog({
  'site.unknownHost': {
    'zh-cn': '域名 {host} 未绑定任何站点：请联系平台管理员。',
    'zh-tw': '網域 {host} 未綁定任何站點：請聯絡平台管理員。',
    'en-us': 'The host {host} does not belong to any site: contact the platform administrator.',
  },
  'site.deactivatedHost': {
    'zh-cn': '域名 {host} 所属的站点已停用：请联系平台管理员。',
    'zh-tw': '網域 {host} 所屬的站點已停用：請聯絡平台管理員。',
    'en-us': 'The site of the host {host} is deactivated: contact the platform administrator.',
  },
  'site.hostTaken': {
    'zh-cn': '{label}中的 {host} 已属于站点 {site}：一个域名只能属于一个站点，请先从该站点删除它。',
    'zh-tw': '{label}中的 {host} 已屬於站點 {site}：一個網域只能屬於一個站點，請先從該站點刪除它。',
    'en-us':
      '{label} cannot include {host}, which already belongs to the site {site}: a host belongs to one site only, so remove it from that site first.',
  },
  'site.codeTaken': {
    'zh-cn': '{label} {code} 已被其他站点使用：请换一个{label}。',
    'zh-tw': '{label} {code} 已被其他站點使用：請換一個{label}。',
    'en-us': '{label} {code} is already used by another site: enter a different one.',
  },
  'site.inUse': {
    'zh-cn': '该站点仍被其他记录使用，不能删除：请先修改或删除这些记录。',
    'zh-tw': '該站點仍被其他記錄使用，不能刪除：請先修改或刪除這些記錄。',
    'en-us': 'The site is still used by other records, so it cannot be deleted: change or delete those records first.',
  },
  'site.noSite': {
    'zh-cn': '平台尚未配置任何站点：请先新增一个站点。',
    'zh-tw': '平台尚未設定任何站點：請先新增一個站點。',
    'en-us': 'No site has been set up yet: add a site first.',
  },
  // Field rules: shown inside "Field X: <rule>".
  'site.rule.host': {
    'zh-cn': '{label}不是有效的域名或 IP 地址：请输入如 wms.example.com 的域名。',
    'zh-tw': '{label}不是有效的網域或 IP 位址：請輸入如 wms.example.com 的網域。',
    'en-us': '{label} is not a valid host name or IP address: enter one such as wms.example.com.',
  },
  'site.rule.code': {
    'zh-cn': '{label}包含不允许的字符：只能使用字母、数字、下划线和短横线。',
    'zh-tw': '{label}包含不允許的字元：只能使用字母、數字、底線和連字號。',
    'en-us': '{label} has characters that are not allowed: use letters, digits, underscores and dashes only.',
  },
  'site.rule.apiUrl': {
    'zh-cn': '{label}不是有效的地址：请输入 http(s) 地址或以 / 开头的路径。',
    'zh-tw': '{label}不是有效的位址：請輸入 http(s) 位址或以 / 開頭的路徑。',
    'en-us': '{label} is not a valid address: enter an http(s) address or a path that starts with /.',
  },
  'site.rule.phone': {
    'zh-cn': '{label}不是有效的手机号码或固定电话：请核对号码。',
    'zh-tw': '{label}不是有效的手機號碼或市內電話：請核對號碼。',
    'en-us': '{label} is not a valid mobile or landline number: check the number.',
  },
  'site.rule.logo': {
    'zh-cn': '{label}不是有效的图片地址：请上传图片或填写 http(s) 地址，也可以留空。',
    'zh-tw': '{label}不是有效的圖片位址：請上傳圖片或填寫 http(s) 位址，也可以留空。',
    'en-us': '{label} is not a valid picture address: upload a picture or enter an http(s) address, or leave it empty.',
  },
  'site.rule.unknownCountry': {
    'zh-cn': '{label}中有不存在的国家（{id}）：请重新选择。',
    'zh-tw': '{label}中有不存在的國家（{id}）：請重新選擇。',
    'en-us': '{label} must name countries that exist, not {id}: choose the countries again.',
  },
  'site.rule.configurations': {
    'zh-cn': '{label}的格式不对：必须是 [{Language, Title, Logo}] 形式的 JSON。',
    'zh-tw': '{label}的格式不對：必須是 [{Language, Title, Logo}] 形式的 JSON。',
    'en-us': '{label} must be JSON such as [{Language, Title, Logo}].',
  },
  'site.rule.carouselImage': {
    'zh-cn': '{label}不是本平台上传的图片：请先上传图片再保存。',
    'zh-tw': '{label}不是本平台上傳的圖片：請先上傳圖片再儲存。',
    'en-us': '{label} is not a picture uploaded here: upload the picture, then save.',
  },
  'site.rule.carouselImages': {
    'zh-cn': '{label}的格式不对：必须是图片地址组成的 JSON 数组。',
    'zh-tw': '{label}的格式不對：必須是圖片位址組成的 JSON 陣列。',
    'en-us': '{label} must be a JSON list of picture addresses.',
  },
  'upload.fileType': {
    'zh-cn': '{label}的文件类型不允许：只能上传 {types}。',
    'zh-tw': '{label}的檔案類型不允許：只能上傳 {types}。',
    'en-us': '{label} is a type of file that is not allowed: upload {types} only.',
  },
  'upload.tooManyFiles': {
    'zh-cn': '{label}只能上传一个文件：请只选择一个。',
    'zh-tw': '{label}只能上傳一個檔案：請只選擇一個。',
    'en-us': '{label} takes one file only: choose just one.',
  },
  'upload.unexpectedFile': {
    'zh-cn': '{label}不接受文件：请把文件放在正确的字段中。',
    'zh-tw': '{label}不接受檔案：請把檔案放在正確的欄位中。',
    'en-us': '{label} takes no file: send the file in the right field.',
  },
  'speech.notInstalled': {
    'zh-cn': '服务器未安装语音合成（espeak-ng），无法生成语音：请让管理员安装 espeak-ng。',
    'zh-tw': '伺服器未安裝語音合成（espeak-ng），無法產生語音：請讓管理員安裝 espeak-ng。',
    'en-us': 'Speech synthesis (espeak-ng) is not installed on the server: ask the administrator to install espeak-ng.',
  },
});
