import { defineCatalog } from './define.js';

/** Messages of user, role, organisation and profile management. */
export const usersMessages = defineCatalog({
  'users.alreadyTaken': {
    'zh-cn': '{label}已被使用：请换一个{label}。',
    'zh-tw': '{label}已被使用：請換一個{label}。',
    'en-us': '{label} is already in use: enter a different one.',
  },
  'users.cannotDeleteSelf': {
    'zh-cn': '不能删除或停用自己的账号：请让其他管理员操作。',
    'zh-tw': '不能刪除或停用自己的帳號：請讓其他管理員操作。',
    'en-us': 'You cannot delete or deactivate your own account: ask another administrator to do it.',
  },
  'users.lastSuperUser': {
    'zh-cn': '至少需要保留一个启用的超级管理员：请先让另一个用户成为超级管理员。',
    'zh-tw': '至少需要保留一個啟用的超級管理員：請先讓另一個使用者成為超級管理員。',
    'en-us': 'At least one active super user must remain: make another user a super user first.',
  },
  'users.superUserOnly': {
    'zh-cn': '只有超级管理员可以修改超级管理员账号：请让超级管理员操作。',
    'zh-tw': '只有超級管理員可以修改超級管理員帳號：請讓超級管理員操作。',
    'en-us': 'Only a super user can change a super user account: ask a super user to do it.',
  },
  'users.wrongOldPassword': {
    'zh-cn': '{label}不正确：请输入您现在使用的密码。',
    'zh-tw': '{label}不正確：請輸入您現在使用的密碼。',
    'en-us': '{label} is wrong: enter the password you use now.',
  },
  'users.passwordUnchanged': {
    'zh-cn': '{label}与原密码相同：请换一个新密码。',
    'zh-tw': '{label}與原密碼相同：請換一個新密碼。',
    'en-us': '{label} is the same as the current password: choose a different one.',
  },
  'users.roleNotAvailable': {
    'zh-cn': '{label}中有不存在或不适用于该类账号的角色：请从列表中选择。',
    'zh-tw': '{label}中有不存在或不適用於該類帳號的角色：請從清單中選擇。',
    'en-us': '{label} must name roles that exist and fit this kind of account: choose them from the list.',
  },
  'users.organizeNotAvailable': {
    'zh-cn': '{label}不存在或不适用于该类账号：请从列表中选择。',
    'zh-tw': '{label}不存在或不適用於該類帳號：請從清單中選擇。',
    'en-us': '{label} does not exist or does not fit this kind of account: choose one from the list.',
  },
  'users.siteNotFound': {
    'zh-cn': '{label}不存在：请从列表中选择站点。',
    'zh-tw': '{label}不存在：請從清單中選擇站點。',
    'en-us': '{label} does not exist: choose a site from the list.',
  },
  'roles.systemRole': {
    'zh-cn': '系统内置角色不能删除或停用：可以修改它的权限。',
    'zh-tw': '系統內建角色不能刪除或停用：可以修改它的權限。',
    'en-us': 'Built-in system roles cannot be deleted or deactivated: change their permissions instead.',
  },
  'organizes.parentNotAvailable': {
    'zh-cn': '{label}不存在或类型不同：请选择同类的上级组织。',
    'zh-tw': '{label}不存在或類型不同：請選擇同類的上級組織。',
    'en-us': '{label} does not exist or is of another kind: choose a parent organisation of the same kind.',
  },
  'organizes.cycle': {
    'zh-cn': '{label}不能是该组织自己或它的下级：请选择其他上级组织。',
    'zh-tw': '{label}不能是該組織自己或它的下級：請選擇其他上級組織。',
    'en-us': '{label} cannot be the organisation itself or one under it: choose another parent.',
  },
});
