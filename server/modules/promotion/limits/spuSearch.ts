import { asc, count, like } from 'drizzle-orm';
import { searchLimitSpu } from '@shared/api/promotion/limits';
import { baseSkus } from '../../../db/schema';
import { startsWith } from '../../../db/like';
import { ApiRoutes } from '../../../http/api';

/**
 * The SPU picker of 产品费用限额: SPUs by prefix on the indexed `spu` column (text_pattern_ops), one
 * row per SPU with its number of SKUs, capped. A product limit may name any SPU of the catalogue.
 */
export const spuSearchRoutes = () =>
  new ApiRoutes().add(searchLimitSpu, async ({ query, deps }) =>
    deps.db
      .select({ spu: baseSkus.spu, skuCount: count() })
      .from(baseSkus)
      .where(query.spu ? like(baseSkus.spu, startsWith(query.spu.toUpperCase())) : undefined)
      .groupBy(baseSkus.spu)
      .orderBy(asc(baseSkus.spu))
      .limit(query.limit),
  );
