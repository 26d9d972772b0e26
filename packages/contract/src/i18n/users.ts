import { defineCatalog } from './define.js';

/** Messages of user, role, organisation and profile management. */
export const usersMessages = defineCatalog({
  'users.alreadyTaken': {
    'zh-cn': '已被使用',
    'zh-tw': '已被使用',
    'en-us': 'already in use',
  },
  'users.cannotDeleteSelf': {
    'zh-cn': '不能删除或停用自己的账号',
    'zh-tw': '不能刪除或停用自己的帳號',
    'en-us': 'You cannot delete or deactivate your own account',
  },
  'users.lastSuperUser': {
    'zh-cn': '至少需要保留一个启用的超级管理员',
    'zh-tw': '至少需要保留一個啟用的超級管理員',
    'en-us': 'At least one active super user must remain',
  },
  'users.superUserOnly': {
    'zh-cn': '只有超级管理员可以修改超级管理员账号',
    'zh-tw': '只有超級管理員可以修改超級管理員帳號',
    'en-us': 'Only a super user can change a super user account',
  },
  'users.wrongOldPassword': {
    'zh-cn': '原密码错误',
    'zh-tw': '原密碼錯誤',
    'en-us': 'the current password is wrong',
  },
  'users.passwordUnchanged': {
    'zh-cn': '新密码不能与原密码相同',
    'zh-tw': '新密碼不能與原密碼相同',
    'en-us': 'the new password must differ from the current one',
  },
  'users.roleNotAvailable': {
    'zh-cn': '角色不存在或不适用于该类账号',
    'zh-tw': '角色不存在或不適用於該類帳號',
    'en-us': 'no such role for this kind of account',
  },
  'users.organizeNotAvailable': {
    'zh-cn': '组织不存在或不适用于该类账号',
    'zh-tw': '組織不存在或不適用於該類帳號',
    'en-us': 'no such organisation for this kind of account',
  },
  'users.siteNotFound': {
    'zh-cn': '站点不存在',
    'zh-tw': '站點不存在',
    'en-us': 'no such site',
  },
  'roles.systemRole': {
    'zh-cn': '系统内置角色不能删除或停用',
    'zh-tw': '系統內建角色不能刪除或停用',
    'en-us': 'Built-in system roles cannot be deleted or deactivated',
  },
  'roles.inUse': {
    'zh-cn': '该角色仍有 {count} 个用户，请先移除这些用户的角色',
    'zh-tw': '該角色仍有 {count} 個使用者，請先移除這些使用者的角色',
    'en-us':
      '{count, plural, one {# user still holds this role: remove it from that user} other {# users still hold this role: remove it from them}} first',
  },
  'organizes.parentNotAvailable': {
    'zh-cn': '上级组织不存在或类型不同',
    'zh-tw': '上級組織不存在或類型不同',
    'en-us': 'no such parent organisation of the same kind',
  },
  'organizes.cycle': {
    'zh-cn': '不能把组织移到它自己或它的下级之下',
    'zh-tw': '不能把組織移到它自己或它的下級之下',
    'en-us': 'an organisation cannot be moved under itself or one of its descendants',
  },
  'organizes.hasChildren': {
    'zh-cn': '该组织下还有下级组织，不能删除',
    'zh-tw': '該組織下還有下級組織，不能刪除',
    'en-us': 'The organisation has child organisations and cannot be deleted',
  },
  'organizes.hasUsers': {
    'zh-cn': '该组织下还有 {count} 个用户，不能删除',
    'zh-tw': '該組織下還有 {count} 個使用者，不能刪除',
    'en-us':
      '{count, plural, one {# user still belongs} other {# users still belong}} to this organisation: it cannot be deleted',
  },
});
