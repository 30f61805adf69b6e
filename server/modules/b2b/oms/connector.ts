import type { ORDER_STATUSES } from '@shared/api/b2b/order';

export type OmsOrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as the order management system (OMS) reports it. */
export interface OmsOrder {
  orderNo: string;
  /** Our customer code (KH000001) as the OMS records the buyer; null when the OMS does not know it. */
  customerCode: string | null;
  status: OmsOrderStatus;
  currency: string;
  /** Decimal string, two decimals. */
  amount: string;
  items: Array<{ sku: string; name: string; qty: number; price: string }>;
  orderedAt: Date;
  deliveredAt: Date | null;
}

/**
 * Where B2B orders come from. `b2b_orders` is our mirror of it, filled by `syncOrders` /
 * `syncDelivered` (server/modules/b2b/oms/sync.ts). A real OMS plugs in by implementing this and
 * calling `setOmsConnector(deps, connector)` at start.
 */
export interface OmsConnector {
  readonly name: string;
  /** The named orders the OMS knows (unknown numbers are simply absent). */
  fetchOrders(orderNos: string[]): Promise<OmsOrder[]>;
  /** Orders delivered in [from, to). */
  fetchDelivered(from: Date, to: Date): Promise<OmsOrder[]>;
}
