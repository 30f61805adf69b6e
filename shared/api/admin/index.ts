/** Contracts of the admin screens (spec section 6): menus, groups, group types, gate log, staff. */
export * from './menu';
export * from './groupType';
export * from './group';
export * from './gateLog';
export * from './employee';
