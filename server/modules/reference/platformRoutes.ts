import { and, asc, eq, like, or } from 'drizzle-orm';
import * as api from '@shared/api/reference/platforms';
import type { Db } from '../../db/connection';
import { marketPlatforms, platforms, warehouses } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { platformScope, platformScopeWhere } from './scope';
import { startsWith } from '../../db/like';

/** Enabled platforms with their marketplace's name, limited by `where`. */
export const platformList = (db: Db, where?: ReturnType<typeof and>) =>
  db
    .select({ id: platforms.id, code: platforms.code, name: platforms.name, marketPlatformId: platforms.marketPlatformId, marketPlatformName: marketPlatforms.name, country: platforms.country, currency: platforms.currency })
    .from(platforms)
    .innerJoin(marketPlatforms, eq(marketPlatforms.id, platforms.marketPlatformId))
    .where(and(eq(platforms.enabled, true), where))
    .orderBy(asc(platforms.sort), asc(platforms.id));

/** Marketplaces, platforms (all, and the caller's) and warehouses. */
export function platformRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.getAllMarketPlatform, ({ deps }) =>
      deps.db.select({ id: marketPlatforms.id, code: marketPlatforms.code, name: marketPlatforms.name }).from(marketPlatforms).where(eq(marketPlatforms.enabled, true)).orderBy(asc(marketPlatforms.sort), asc(marketPlatforms.id)),
    )
    .add(api.getPlatform, ({ query, deps }) => platformList(deps.db, query.marketPlatformId ? eq(platforms.marketPlatformId, query.marketPlatformId) : undefined))
    .add(api.getPlatformByUser, async ({ caller, deps }) => platformList(deps.db, platformScopeWhere(await platformScope(deps.db, caller), platforms.id)))
    .add(api.queryWarehouseName, ({ query, deps }) =>
      deps.db
        .select({ id: warehouses.id, code: warehouses.code, name: warehouses.name, kind: warehouses.kind, country: warehouses.country })
        .from(warehouses)
        .where(
          and(
            eq(warehouses.enabled, true),
            query.kind ? eq(warehouses.kind, query.kind) : undefined,
            query.name ? or(like(warehouses.name, startsWith(query.name)), like(warehouses.code, startsWith(query.name.toUpperCase()))) : undefined,
          ),
        )
        .orderBy(asc(warehouses.kind), asc(warehouses.code)),
    );
}
