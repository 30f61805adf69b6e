import Big from 'big.js';
import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { noRateMessage } from '@shared/api/reference/rateLookups';
import type { supplyPlanLogistics } from '@shared/api/supply/stores';
import type { Db } from '../../../db/connection';
import { baseSkus, saleLogisticsCosts, supplyPlanLines, supplyPlans, warehouses } from '../../../db/schema';
import { latestRate, today } from '../../reference';
import { CNY } from '../../reference';

type Estimate = z.output<typeof supplyPlanLogistics.response>;

/**
 * A plan's logistics cost: per line units × weight (kg) × the cost per kg in force for the
 * destination's country and the mode, in the cost's currency; the total also in CNY through the rate service.
 */
export async function planLogisticsCost(db: Db, planId: number, transportMode?: string | null): Promise<Estimate> {
  const [plan] = await db
    .select({ transportMode: supplyPlans.transportMode, country: warehouses.country })
    .from(supplyPlans)
    .innerJoin(warehouses, eq(warehouses.id, supplyPlans.warehouseId))
    .where(eq(supplyPlans.id, planId));
  const day = today();
  const [cost] = await db
    .select({ currency: saleLogisticsCosts.currency, costPerKg: saleLogisticsCosts.costPerKg })
    .from(saleLogisticsCosts)
    .where(
      and(
        eq(saleLogisticsCosts.country, plan!.country),
        eq(saleLogisticsCosts.transportMode, transportMode ?? plan!.transportMode),
        eq(saleLogisticsCosts.enabled, true),
        lte(saleLogisticsCosts.effectiveFrom, day),
      ),
    )
    .orderBy(desc(saleLogisticsCosts.effectiveFrom))
    .limit(1);
  const rows = await db
    .select({ skuId: supplyPlanLines.skuId, sku: baseSkus.sku, qty: supplyPlanLines.qty, weightG: baseSkus.weightG })
    .from(supplyPlanLines)
    .innerJoin(baseSkus, eq(baseSkus.id, supplyPlanLines.skuId))
    .where(eq(supplyPlanLines.planId, planId))
    .orderBy(asc(baseSkus.sku));
  const lines = rows.map(({ weightG, ...l }) => {
    const kg = weightG ? new Big(weightG).times(l.qty).div(1000) : null;
    return { ...l, kg, weightKg: kg?.toFixed(2) ?? null, cost: kg && cost ? kg.times(cost.costPerKg).toFixed(2) : null };
  });
  const totalKg = lines.reduce((sum, l) => (l.kg ? sum.plus(l.kg) : sum), new Big(0));
  // The total is the sum of the lines as shown, so the lines add up to it.
  const totalCost = cost ? lines.reduce((sum, l) => (l.cost ? sum.plus(l.cost) : sum), new Big(0)).toFixed(2) : null;
  const rate = cost && cost.currency !== CNY ? await latestRate(db, cost.currency, day) : undefined;
  return {
    currency: cost?.currency ?? null,
    costPerKg: cost?.costPerKg ?? null,
    totalKg: totalKg.toFixed(2),
    totalCost,
    lines: lines.map(({ kg: _kg, ...l }) => l),
    rate: rate?.rate ?? null,
    rateDate: rate?.rateDate ?? null,
    totalCostCny: totalCost === null ? null : rate ? new Big(totalCost).times(rate.rate).toFixed(2) : cost!.currency === CNY ? totalCost : null,
    rateMissing: cost && cost.currency !== CNY && !rate ? noRateMessage(cost.currency, day) : null,
    missing: lines.filter((l) => !l.kg).map((l) => l.sku),
  };
}
