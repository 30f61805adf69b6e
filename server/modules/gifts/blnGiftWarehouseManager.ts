import { like, or } from 'drizzle-orm';
import { blnGiftWarehouseManager } from '@shared/api/gifts/blnGiftWarehouseManager';
import { blnGiftWarehouseManagerTable as t } from '../../db/schema';
import { masterRoutes } from '../../http/masterRoutes';
import { prefixFilter } from '../../http/masterFilters';

/** /sysManager/blnGiftWarehouseManager (礼品仓库): codes are unique; the name filter matches code or name. */
export const blnGiftWarehouseManagerRoutes = () =>
  masterRoutes(blnGiftWarehouseManager, {
    table: t,
    where: { name: prefixFilter((p) => or(like(t.code, p), like(t.name, p))) },
    unique: { columns: ['code'], message: () => '该编码已存在' },
  });
