/** What other modules use of access control: who may manage whom, the menu tree, unique codes. */
export { assertMayAssignRoles, assertMayManageUser, isAdministrator } from './administrators';
export { allMenus, buildMenuTree } from './menu-tree';
export { assertUnique } from './unique-code';
