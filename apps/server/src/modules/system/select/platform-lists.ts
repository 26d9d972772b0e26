import { AccountType, InfoType } from '@wms/contract';
import { defineSelect, sameName } from '../../../platform/select.js';

// The platform's own option lists. Business areas declare theirs beside their module.

defineSelect('UserGenderType', [
  { Value: 0, Name: { 'zh-cn': '未知', 'zh-tw': '未知', 'en-us': 'Unknown' } },
  { Value: 1, Name: { 'zh-cn': '男', 'zh-tw': '男', 'en-us': 'Male' } },
  { Value: 2, Name: { 'zh-cn': '女', 'zh-tw': '女', 'en-us': 'Female' } },
]);

defineSelect('MenuType', [
  { Value: 1, Name: { 'zh-cn': '目录', 'zh-tw': '目錄', 'en-us': 'Directory' } },
  { Value: 2, Name: { 'zh-cn': '菜单', 'zh-tw': '選單', 'en-us': 'Menu' } },
  { Value: 3, Name: { 'zh-cn': '按钮', 'zh-tw': '按鈕', 'en-us': 'Button' } },
]);

defineSelect('MenuClassification', [
  { Value: 1, Name: { 'zh-cn': '后台', 'zh-tw': '後台', 'en-us': 'Back office' } },
  { Value: 2, Name: { 'zh-cn': '客户', 'zh-tw': '客戶', 'en-us': 'Customer' } },
]);

// Each language is named in itself, whatever the request language: that is how a user finds
// their own language in a switch.
defineSelect('Languages', [
  { Value: 1, Name: sameName('简体中文') },
  { Value: 2, Name: sameName('繁體中文') },
  { Value: 3, Name: sameName('English') },
]);

defineSelect('ApiVersionType', [
  { Value: 1, Name: sameName('v1') },
  { Value: 2, Name: sameName('v2') },
]);

defineSelect('AccountType', [
  { Value: AccountType.Staff, Name: { 'zh-cn': '平台员工', 'zh-tw': '平台員工', 'en-us': 'Staff' } },
  { Value: AccountType.Customer, Name: { 'zh-cn': '客户', 'zh-tw': '客戶', 'en-us': 'Customer' } },
]);

defineSelect('MessageType', [
  { Value: 'info', Name: { 'zh-cn': '信息', 'zh-tw': '資訊', 'en-us': 'Information' } },
  { Value: 'success', Name: { 'zh-cn': '成功', 'zh-tw': '成功', 'en-us': 'Success' } },
  { Value: 'warning', Name: { 'zh-cn': '警告', 'zh-tw': '警告', 'en-us': 'Warning' } },
  { Value: 'error', Name: { 'zh-cn': '错误', 'zh-tw': '錯誤', 'en-us': 'Error' } },
]);

defineSelect('InfoType', [
  { Value: InfoType.SystemNotice, Name: { 'zh-cn': '系统通知', 'zh-tw': '系統通知', 'en-us': 'System notice' } },
  {
    Value: InfoType.BusinessReminder,
    Name: { 'zh-cn': '业务提醒', 'zh-tw': '業務提醒', 'en-us': 'Business reminder' },
  },
  {
    Value: InfoType.PermissionChange,
    Name: { 'zh-cn': '权限变更', 'zh-tw': '權限變更', 'en-us': 'Permission change' },
  },
]);

defineSelect('DatabaseType', [
  { Value: 1, Name: sameName('PostgreSQL') },
  { Value: 2, Name: { 'zh-cn': 'PGlite（内嵌）', 'zh-tw': 'PGlite（內嵌）', 'en-us': 'PGlite (embedded)' } },
]);
