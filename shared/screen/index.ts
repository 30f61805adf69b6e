export * from './define';
export * from './fields';
export * from './demoRoles';
