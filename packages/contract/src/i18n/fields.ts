import type { Lang } from '../codes.js';
import { defineCatalog, format, type Texts } from './define.js';

const t3 = (zhCn: string, zhTw: string, enUs: string): Texts => ({ 'zh-cn': zhCn, 'zh-tw': zhTw, 'en-us': enUs });

/**
 * The label people read for each wire field of a request, in the three languages: a Code 2
 * message names the field by it ("Name: at most 50 characters"), never by its wire name. Keyed by
 * the wire name as the contract spells it (so `Geight` reads "Height"); a field missing here is
 * shown by its wire name, and a server test lists every request field without a label.
 * Kept apart from `messages` so that a field called like a message key cannot collide with one.
 */
export const fieldLabels = defineCatalog({
  body: t3('请求内容', '請求內容', 'Request'),
  file: t3('文件', '檔案', 'File'),
  FileStream: t3('文件', '檔案', 'File'),
  AboutUs: t3('关于我们', '關於我們', 'About us'),
  AboutUs1: t3('关于我们（简体中文）', '關於我們（簡體中文）', 'About us (Simplified Chinese)'),
  AboutUs2: t3('关于我们（繁体中文）', '關於我們（繁體中文）', 'About us (Traditional Chinese)'),
  AboutUs3: t3('关于我们（英文）', '關於我們（英文）', 'About us (English)'),
  ActualWeight: t3('实重', '實重', 'Actual weight'),
  Address: t3('地址', '地址', 'Address'),
  Alias: t3('别名', '別名', 'Alias'),
  All: t3('全部', '全部', 'All'),
  ApiUrl: t3('接口地址', '介面位址', 'API address'),
  Avatar: t3('头像', '頭像', 'Avatar'),
  BelowWarning: t3('低于预警', '低於預警', 'Below warning'),
  Captcha: t3('验证码', '驗證碼', 'Captcha'),
  CaptchaKey: t3('验证码标识', '驗證碼識別碼', 'Captcha key'),
  CargoType: t3('货物类型', '貨物類型', 'Cargo type'),
  CargoTypeId: t3('货物类型', '貨物類型', 'Cargo type'),
  CarouselImages: t3('轮播图', '輪播圖', 'Carousel images'),
  CarouselImages1: t3('轮播图（简体中文）', '輪播圖（簡體中文）', 'Carousel images (Simplified Chinese)'),
  CarouselImages2: t3('轮播图（繁体中文）', '輪播圖（繁體中文）', 'Carousel images (Traditional Chinese)'),
  CarouselImages3: t3('轮播图（英文）', '輪播圖（英文）', 'Carousel images (English)'),
  CategoryId: t3('商品分类', '商品分類', 'Category'),
  ChineseName: t3('中文名称', '中文名稱', 'Chinese name'),
  Classification: t3('分类', '分類', 'Classification'),
  Code: t3('编码', '編碼', 'Code'),
  Columns: t3('列数', '欄數', 'Columns'),
  CommodityCategories: t3('商品分类', '商品分類', 'Category'),
  CommodityCode: t3('商品编码', '商品編碼', 'Commodity code'),
  CommodityId: t3('商品', '商品', 'Commodity'),
  CommoditySku: t3('SKU', 'SKU', 'SKU'),
  CommodityStatus: t3('商品状态', '商品狀態', 'Commodity status'),
  Configurations: t3('页面配置', '頁面配置', 'Page configurations'),
  Consignee: t3('收货人', '收貨人', 'Consignee'),
  ContactEmail: t3('联系邮箱', '聯絡電子郵件', 'Contact e-mail'),
  ContactPhone: t3('联系电话', '聯絡電話', 'Contact phone'),
  Content: t3('搜索内容', '搜尋內容', 'Search text'),
  Currency: t3('币种', '幣種', 'Currency'),
  CurrencyId: t3('币种', '幣種', 'Currency'),
  CustomerCode: t3('客户编码', '客戶編碼', 'Customer code'),
  DeclarationName: t3('申报名称', '申報名稱', 'Declaration name'),
  descendingOrder: t3('降序', '降序', 'Descending order'),
  DetailedAddress: t3('详细地址', '詳細地址', 'Detailed address'),
  Deviation: t3('偏差', '偏差', 'Deviation'),
  Email: t3('电子邮箱', '電子郵件', 'E-mail'),
  EndDate: t3('结束日期', '結束日期', 'End date'),
  EnglishName: t3('英文名称', '英文名稱', 'English name'),
  ExceptShelfId: t3('排除的货架', '排除的貨架', 'Excluded shelf'),
  FileClassify: t3('文件分类', '檔案分類', 'File category'),
  FromShelfId: t3('移出货架', '移出貨架', 'Source shelf'),
  Geight: t3('高', '高', 'Height'),
  Gender: t3('性别', '性別', 'Gender'),
  GetCameraKeyUp: t3('拍照快捷键', '拍照快捷鍵', 'Camera shortcut key'),
  GetElectronicScaleValueKeyUp: t3('读取电子秤快捷键', '讀取電子秤快捷鍵', 'Electronic scale shortcut key'),
  GrossWeight: t3('毛重', '毛重', 'Gross weight'),
  Host: t3('主机名', '主機名稱', 'Host'),
  Hosts: t3('主机名', '主機名稱', 'Hosts'),
  Icon: t3('图标', '圖示', 'Icon'),
  Id: t3('编号', '編號', 'ID'),
  IdentificationCode: t3('识别码', '識別碼', 'Identification code'),
  Ids: t3('编号', '編號', 'IDs'),
  index: t3('页码', '頁碼', 'Page'),
  InfoType: t3('消息类型', '訊息類型', 'Message category'),
  Invisible: t3('隐藏', '隱藏', 'Hidden'),
  IsDeactivate: t3('停用', '停用', 'Deactivated'),
  IsExistingGoods: t3('是否有货', '是否有貨', 'Holds goods'),
  IsRead: t3('已读', '已讀', 'Read'),
  IsSuperUser: t3('超级管理员', '超級管理員', 'Super user'),
  Lang: t3('语言', '語言', 'Language'),
  Language: t3('语言', '語言', 'Language'),
  Length: t3('长', '長', 'Length'),
  LocalServiceConnection: t3('本地服务连接', '本機服務連線', 'Local service connection'),
  Logo: t3('标志', '標誌', 'Logo'),
  Logo1: t3('标志（简体中文）', '標誌（簡體中文）', 'Logo (Simplified Chinese)'),
  Logo2: t3('标志（繁体中文）', '標誌（繁體中文）', 'Logo (Traditional Chinese)'),
  Logo3: t3('标志（英文）', '標誌（英文）', 'Logo (English)'),
  MaxSize: t3('最大大小', '最大大小', 'Maximum size'),
  MenuClassification: t3('菜单分类', '選單分類', 'Menu classification'),
  MenuIds: t3('菜单', '選單', 'Menus'),
  Message: t3('消息内容', '訊息內容', 'Message'),
  MessageType: t3('提示样式', '提示樣式', 'Notification style'),
  Mode: t3('调整方式', '調整方式', 'Mode'),
  Name: t3('名称', '名稱', 'Name'),
  NewPassword: t3('新密码', '新密碼', 'New password'),
  NickName: t3('昵称', '暱稱', 'Nickname'),
  Offset: t3('滑块位置', '滑塊位置', 'Slider position'),
  OldPassword: t3('原密码', '原密碼', 'Current password'),
  OperationType: t3('操作类型', '操作類型', 'Operation type'),
  OrganizeId: t3('组织', '組織', 'Organisation'),
  OwnerId: t3('货主', '貨主', 'Owner'),
  PaddingDigits: t3('补零位数', '補零位數', 'Padding digits'),
  ParentId: t3('上级', '上級', 'Parent'),
  PartitionId: t3('分区', '分區', 'Partition'),
  PartitionType: t3('分区类型', '分區類型', 'Partition type'),
  password: t3('密码', '密碼', 'Password'),
  Password: t3('密码', '密碼', 'Password'),
  path: t3('路径', '路徑', 'Path'),
  Path: t3('路径', '路徑', 'Path'),
  paths: t3('快捷导航', '快捷導覽', 'Quick navigations'),
  PermissionCode: t3('权限码', '權限碼', 'Permission code'),
  PersonInCharge: t3('负责人', '負責人', 'Person in charge'),
  Phone: t3('电话', '電話', 'Phone'),
  PhoneCode: t3('国际区号', '國際區號', 'Phone code'),
  PhoneKey: t3('短信验证码标识', '簡訊驗證碼識別碼', 'SMS code key'),
  PhoneNumber: t3('手机号码', '手機號碼', 'Mobile number'),
  PhoneNumberCode: t3('短信验证码', '簡訊驗證碼', 'SMS code'),
  PickingListColumns: t3('拣货单列数', '揀貨單欄數', 'Picking list columns'),
  PickingListRows: t3('拣货单行数', '揀貨單列數', 'Picking list rows'),
  Pictures: t3('图片', '圖片', 'Pictures'),
  Postcode: t3('邮政编码', '郵遞區號', 'Postcode'),
  Prefix: t3('前缀', '前綴', 'Prefix'),
  Price: t3('价格', '價格', 'Price'),
  Quantity: t3('数量', '數量', 'Quantity'),
  QuantityType: t3('数量类型', '數量類型', 'Quantity type'),
  Rate: t3('语速', '語速', 'Speech rate'),
  Referrer: t3('推荐人', '推薦人', 'Referrer'),
  RefuseOverCapacity: t3('超出容量时拒绝', '超出容量時拒絕', 'Refuse goods beyond capacity'),
  RegionId: t3('地区', '地區', 'Region'),
  Remarks: t3('备注', '備註', 'Remarks'),
  RoleId: t3('角色', '角色', 'Role'),
  RoleIds: t3('角色', '角色', 'Roles'),
  Router: t3('路由', '路由', 'Route'),
  rows: t3('每页条数', '每頁筆數', 'Rows per page'),
  Rows: t3('行数', '列數', 'Rows'),
  SalesModes: t3('销售模式', '銷售模式', 'Sales mode'),
  Separator: t3('分隔符', '分隔符號', 'Separator'),
  ShelfId: t3('货架', '貨架', 'Shelf'),
  ShelvesHigh: t3('货架高', '貨架高', 'Shelf height'),
  ShelvesLength: t3('货架长', '貨架長', 'Shelf length'),
  ShelvesNumber: t3('货架编号', '貨架編號', 'Shelf number'),
  ShelvesWide: t3('货架宽', '貨架寬', 'Shelf width'),
  ShippingAddressType: t3('地址类型', '地址類型', 'Address type'),
  SiteId: t3('站点', '站點', 'Site'),
  SiteIds: t3('站点', '站點', 'Sites'),
  SmsCountryIds: t3('短信国家', '簡訊國家', 'SMS countries'),
  Sort: t3('排序', '排序', 'Sort order'),
  sortType: t3('排序字段', '排序欄位', 'Sort by'),
  SpecificationsAuditStatus: t3('规格审核状态', '規格審核狀態', 'Specification review status'),
  StartDate: t3('开始日期', '開始日期', 'Start date'),
  Text: t3('文本', '文字', 'Text'),
  Title: t3('标题', '標題', 'Title'),
  Title1: t3('标题（简体中文）', '標題（簡體中文）', 'Title (Simplified Chinese)'),
  Title2: t3('标题（繁体中文）', '標題（繁體中文）', 'Title (Traditional Chinese)'),
  Title3: t3('标题（英文）', '標題（英文）', 'Title (English)'),
  Token: t3('令牌', '權杖', 'Token'),
  ToShelfId: t3('移入货架', '移入貨架', 'Destination shelf'),
  Type: t3('类型', '類型', 'Type'),
  UploadFileType: t3('上传文件类型', '上傳檔案類型', 'Upload file type'),
  UserId: t3('用户', '用戶', 'User'),
  UserIds: t3('用户', '用戶', 'Users'),
  username: t3('用户名', '用戶名', 'User name'),
  UserName: t3('用户名', '用戶名', 'User name'),
  WarehouseId: t3('仓库', '倉庫', 'Warehouse'),
  WarningQuantity: t3('预警数量', '預警數量', 'Warning quantity'),
  Width: t3('宽', '寬', 'Width'),
});

/** The path separator and the numbered item of a list, for a field inside a list
 * ("Page configurations 2 › Title"). */
const PATH_TEXTS = {
  item: t3('{label}第 {n} 项', '{label}第 {n} 項', '{label} {n}'),
  separator: t3(' › ', ' › ', ' › '),
} as const;

/** Whether the wire field has a label in the catalogue. */
export const hasFieldLabel = (name: string): boolean => Object.hasOwn(fieldLabels, name);

/**
 * The label of a field path as a Code 2 names it: `Name` -> "Name"; `Configurations.1.Title` ->
 * "Page configurations 2 › Title"; a name without a label stays its wire name, so a message
 * never loses the field.
 */
export function fieldLabel(path: string, lang: Lang): string {
  const parts: string[] = [];
  for (const seg of path.split('.')) {
    if (/^\d+$/.test(seg) && parts.length) {
      parts[parts.length - 1] = format(PATH_TEXTS.item[lang], { label: parts[parts.length - 1], n: Number(seg) + 1 });
    } else {
      parts.push(hasFieldLabel(seg) ? (fieldLabels as Record<string, Texts>)[seg]![lang] : seg);
    }
  }
  return parts.join(PATH_TEXTS.separator[lang]) || path;
}
