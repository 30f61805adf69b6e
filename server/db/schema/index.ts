export * from './access';
export * from './session';
export * from './staff';
export * from './workflow';
export * from './b2b';
export * from './files';
export * from './report';
export * from './lark';
