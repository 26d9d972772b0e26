import type en from '../en-US/site';
import type { Messages } from '../types';

const site: Messages<typeof en> = {
  site: '站点',
  addSite: '新增站点',
  editSite: '编辑站点',
  siteName: '站点名称',
  nameOrCode: '名称或编码',
  siteCode: '站点编码',
  siteCodeRule: '只能包含字母、数字、下划线和短横线',
  apiUrl: '接口地址',
  apiUrlHint: '不填则为本服务器（/openapi）',
  apiUrlRule: '必须是 http(s) 地址或以 / 开头的路径',
  hosts: '域名',
  hostsHint: '打开此站点的域名，例如 console.example.com；每个输入后按回车',
  hostRule: '不是有效的域名或 IP 地址',
  hostsMax: '最多 {{max}} 个域名',
  smsCountries: '短信国家',
  smsCountriesHint: '短信登录和注册可选的国家区号',
  contactPhone: '联系电话',
  contactPhoneRule: '不是有效的手机号码或固定电话',
  contactEmail: '联系邮箱',
  pageTitle: '标题',
  chooseLogo: '选择 Logo',
  removeLogo: '移除 Logo',
  noLogo: '暂无 Logo',
  logoHint: 'JPEG、PNG、GIF 或 WebP，不超过 2 MB',
  logoType: 'Logo 必须是 JPEG、PNG、GIF 或 WebP 图片',
  logoSize: 'Logo 不能超过 2 MB',
};
export default site;
