export * from './machine';
export * from './b2b';
export * from './registry';
