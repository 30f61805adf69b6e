export * from './text';
export * from './decimal';
export * from './date';
export * from './currency';
