/** Reference master data contracts (docs/domain/master-data.md). */
export * from './screens';
export * from './rates';
export * from './places';
export * from './platforms';
export * from './enums';
export * from './users';
