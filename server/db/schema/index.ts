export * from './access';
export * from './session';
export * from './staff';
