import { defineCatalog } from './define.js';

/** Refusals that keep accounts, permissions and files safe (docs/architecture.md, "Security"). */
export const securityMessages = defineCatalog({
  'privilege.cannotGiveUnheld': {
    'zh-cn': '不能授予自己没有的权限：只能授予您自己拥有的菜单和按钮权限。',
    'zh-tw': '不能授予自己沒有的權限：只能授予您自己擁有的選單和按鈕權限。',
    'en-us':
      'You cannot give permissions you do not hold yourself: give only menus and buttons your own roles grant you.',
  },
  'privilege.roleHoldsMore': {
    'zh-cn': '该角色拥有您没有的权限，只有超级管理员或拥有全部这些权限的人可以修改它。',
    'zh-tw': '該角色擁有您沒有的權限，只有超級管理員或擁有全部這些權限的人可以修改它。',
    'en-us':
      'This role holds permissions you do not have: only a super user, or someone holding all of them, can change it.',
  },
  'privilege.userHoldsMore': {
    'zh-cn': '该用户拥有您没有的权限，只有超级管理员或拥有全部这些权限的人可以修改此账号。',
    'zh-tw': '該使用者擁有您沒有的權限，只有超級管理員或擁有全部這些權限的人可以修改此帳號。',
    'en-us':
      'This user holds permissions you do not have: only a super user, or someone holding all of them, can change this account.',
  },
  'upload.notYours': {
    'zh-cn': '{label}中的文件 {name} 不是您上传的，也不是您可查看的文件：请重新上传。',
    'zh-tw': '{label}中的檔案 {name} 不是您上傳的，也不是您可查看的檔案：請重新上傳。',
    'en-us': '{label} cannot name the file {name}, which you did not upload and may not see: upload the file again.',
  },
  'upload.notStored': {
    'zh-cn': '{label}不是已上传文件的地址：请使用上传后得到的地址。',
    'zh-tw': '{label}不是已上傳檔案的地址：請使用上傳後得到的地址。',
    'en-us': '{label} is not the address of an uploaded file: use the address the upload answered.',
  },
  'request.tooDeep': {
    'zh-cn': '{label}嵌套超过 {max} 层：请检查发送的数据。',
    'zh-tw': '{label}巢狀超過 {max} 層：請檢查傳送的資料。',
    'en-us': '{label} nests deeper than {max, plural, one {# level} other {# levels}}: check the data being sent.',
  },
});
