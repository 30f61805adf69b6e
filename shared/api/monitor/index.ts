/** Monitoring contracts: metrics snapshots and recent traces (docs/operations.md). */
export * from './screens';
export * from './snapshots';
export * from './traces';
