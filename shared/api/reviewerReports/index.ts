export * from './screens';
export * from './common';
export * from './weeks';
export * from './ratings';
export * from './lookups';
export * from './promoteLog';
