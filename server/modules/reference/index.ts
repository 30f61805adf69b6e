/**
 * Reference master data for every domain (docs/domain/master-data.md): the one exchange-rate
 * service and the platform scope of a caller.
 */
export { platformScope, platformScopeWhere, inPlatformScope, type PlatformScope } from './scope';
export { CNY, rateOn, latestRate, today, type DayRate } from './rates';
export { referenceRoutes } from './routes';
export { givePlatformsOnce, setGroupPlatforms } from './groups';
export { upsertRates, type RateInput } from './rateQueries';
