export * from './machine';
export * from './b2b';
