/** The administration screens: routes, element codes, page folders and demo grants (docs/domain/admin.md). */
import { CRUD, defineScreen } from '../../screen/define';

export const userScreen = defineScreen({
  path: '/baseManager/userManager',
  title: '用户',
  page: 'admin/users',
  elements: { ...CRUD, directLogin: '代登录', resetPwd: '重置密码', lark: '绑定飞书' },
  demo: { hr: ['add', 'edit', 'lark'] },
});

export const menuScreen = defineScreen({
  path: '/baseManager/menuManager',
  title: '菜单',
  page: 'admin/menus',
  elements: { ...CRUD, element_add: '新增按钮', element_edit: '编辑按钮', element_del: '删除按钮' },
});

export const groupScreen = defineScreen({
  path: '/baseManager/groupManager',
  title: '角色',
  page: 'admin/groups',
  elements: { ...CRUD, userManager: '成员与领导', resourceManager: '分配权限' },
});

export const groupTypeScreen = defineScreen({
  path: '/baseManager/groupTypeManager',
  title: '角色类型',
  page: 'admin/groupTypes',
  elements: CRUD,
});

export const gateLogScreen = defineScreen({
  path: '/baseManager/gateLogManager',
  title: '操作日志',
  page: 'admin/gateLog',
  elements: { feedback: '查看反馈' },
});

export const employeeScreen = defineScreen({
  path: '/baseManager/vtEmployeeManager',
  title: '员工档案',
  page: 'admin/employees',
  elements: CRUD,
  demo: { hr: ['add', 'edit'] },
});

export const adminScreens = [userScreen, menuScreen, groupScreen, groupTypeScreen, gateLogScreen, employeeScreen];
