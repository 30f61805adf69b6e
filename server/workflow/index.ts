export * from './engine';
export * from './counts';
export * from './actor';
export * from './logs';
export * from './routes';
export * from './tasks';
export * from './actions';
export * from './lists';
