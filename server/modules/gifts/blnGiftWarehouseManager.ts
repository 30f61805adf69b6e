import { like, or } from 'drizzle-orm';
import { blnGiftWarehouseManager } from '@shared/api/gifts/blnGiftWarehouseManager';
import { blnGiftWarehouseManagerTable as t } from '../../db/schema';
import { startsWith } from '../../db/like';
import { masterRoutes } from '../../http/masterRoutes';

/** /sysManager/blnGiftWarehouseManager (礼品仓库): codes are unique; the name filter matches code or name. */
export const blnGiftWarehouseManagerRoutes = () =>
  masterRoutes(blnGiftWarehouseManager, {
    table: t,
    where: { name: (v: string) => or(like(t.code, startsWith(v)), like(t.name, startsWith(v))) },
    unique: { columns: ['code'], message: () => '该编码已存在' },
  });
