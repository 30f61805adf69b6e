/** The OMS connection (docs/domain/b2b.md, Order): the connector interface, its registry and the sync into b2b_orders. */
export type { OmsConnector, OmsOrder, OmsOrderStatus } from './connector';
export { omsConnector, setOmsConnector } from './registry';
export { syncOrders, syncDelivered, upsertOrders } from './sync';
