import { reviewerFbProductManager } from '@shared/api/reviewers/reviewerFbProductManager';
import { reviewerFbProducts as t } from '../../db/schema';
import { masterRoutes } from '../../http/masterRoutes';
import type { Db } from '../../db/connection';

/** Facebook产品: one post link is one offer; group and SKU filter by prefix, the state by value. */
export const fbProductRoutes = () =>
  masterRoutes(reviewerFbProductManager, {
    table: t,
    unique: { columns: ['link'], message: () => '该帖子链接已登记' },
  });

/** Registers a Facebook offer (the demo; the screen saves through the routes above). */
export async function saveFbProduct(db: Db, values: { groupName: string; sku: string; productName: string; link: string; state: string; remark: string | null }) {
  const [saved] = await db.insert(t).values(values).returning();
  return saved!;
}
