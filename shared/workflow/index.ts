export * from './machine';
export * from './labels';
export * from './b2b';
export * from './registry';
