import { and, eq, inArray, sql } from 'drizzle-orm';
import { Messages, ResCode } from '@shared/api/envelope';
import { importPlatformReview, PLATFORM_REVIEW_KINDS, PlatformReviewMessages } from '@shared/api/service/excel';
import { reviewScreen } from '@shared/api/service/screens';
import type { Db, Tx } from '../../db/connection';
import { baseSkus, platforms, skuListings, stores } from '../../db/schema';
import { defineImport, rejectRows, type ImportKind } from '../../excel/import-kinds';
import { runImport } from '../../excel/import-run';
import { ApiRoutes } from '../../http/api';
import { AppError } from '../../http/errors';
import { actorOf } from '../../workflow';
import { amazonFormat, amazonPlatformName, formatOf, walmartFormat, type PlatformFormat, type PlatformReviewRow } from './platformReviewFormats';
import { duplicates } from './reviewImport';
import { insertReview } from './reviews';
import { readReviewUpload } from './reviewUpload';

interface Listing {
  sku: string;
  storeName: string | null;
}

/** Our platform (by name, enabled) of each row, or why it has none. */
async function platformsOf(tx: Db, format: PlatformFormat, rows: PlatformReviewRow[]): Promise<Array<{ id: number; name: string } | string>> {
  const names = rows.map((r) => (format.key === 'amazon' ? amazonPlatformName(r.marketplace!) : format.marketplace));
  const found = await tx
    .select({ id: platforms.id, name: platforms.name })
    .from(platforms)
    .where(and(eq(platforms.enabled, true), inArray(sql`lower(${platforms.name})`, [...new Set(names.map((n) => n.toLowerCase()))])));
  const byName = new Map(found.map((p) => [p.name.toLowerCase(), p]));
  return names.map((n) => byName.get(n.toLowerCase()) ?? `平台 ${n} 不存在或已停用`);
}

/**
 * The SKU a row is about: its SKU column read as our SKU or as a seller SKU (MSKU) listed on the
 * platform, else (Amazon) its ASIN's listing on the platform. A store comes from the listing.
 */
async function listingOf(tx: Db, platformId: number, row: PlatformReviewRow): Promise<Listing | string> {
  const listed = (where: ReturnType<typeof eq>) =>
    tx
      .selectDistinct({ sku: baseSkus.sku, storeName: stores.name })
      .from(skuListings)
      .innerJoin(baseSkus, eq(baseSkus.id, skuListings.skuId))
      .leftJoin(stores, eq(stores.id, skuListings.storeId))
      .where(and(eq(skuListings.platformId, platformId), where))
      .limit(2);
  if (row.sellerSku) {
    const [byMsku] = await listed(eq(skuListings.msku, row.sellerSku));
    if (byMsku) return byMsku;
    const [own] = await tx.select({ sku: baseSkus.sku }).from(baseSkus).where(eq(baseSkus.sku, row.sellerSku.toUpperCase()));
    if (own) return { sku: own.sku, storeName: null };
    if (!row.asin) return `SKU ${row.sellerSku} 不是本系统的 SKU，也未登记为该平台的 MSKU`;
  }
  const byAsin = await listed(eq(skuListings.asin, row.asin!));
  const skus = new Set(byAsin.map((l) => l.sku));
  if (skus.size === 1) return byAsin[0]!;
  return skus.size === 0 ? `ASIN ${row.asin} 在该平台没有登记对应的 SKU（请在 SKU 的平台信息中登记）` : `ASIN ${row.asin} 对应多个 SKU，请在文件中填写 SKU`;
}

/** Every row becomes a 待处理 review of the format's channel, owned by the importer; one wrong row refuses the file. */
function platformReviewKind(format: PlatformFormat): ImportKind<PlatformReviewRow> {
  return defineImport({
    kind: PLATFORM_REVIEW_KINDS[format.key],
    title: format.title,
    templateFileName: `${format.title}格式.xlsx`,
    screen: reviewScreen.menu,
    columns: format.columns,
    row: format.row,
    async commit(tx, rows, caller) {
      const actor = await actorOf(caller);
      const reasons = new Map<number, string>();
      const platformOfRow = await platformsOf(tx, format, rows);
      const reviews = [];
      for (const [i, row] of rows.entries()) {
        const platform = platformOfRow[i]!;
        const listing = typeof platform === 'string' ? platform : await listingOf(tx, platform.id, row);
        if (typeof listing === 'string') reasons.set(i, listing);
        reviews.push({
          channel: format.channel,
          platform: typeof platform === 'string' ? '' : platform.name,
          storeName: typeof listing === 'string' ? null : listing.storeName,
          sku: typeof listing === 'string' ? '' : listing.sku,
          orderNo: row.orderNo,
          rating: row.rating,
          title: row.title,
          content: row.content,
          reviewerName: row.reviewerName,
          reviewerEmail: null,
          reviewedOn: row.reviewedOn,
        });
      }
      for (const [i, why] of await duplicates(tx, reviews)) if (!reasons.has(i)) reasons.set(i, why);
      rejectRows(reasons);
      for (const review of reviews) await insertReview(tx as unknown as Tx, actor, review, actor.userId);
    },
  });
}

export const amazonReviewImport = platformReviewKind(amazonFormat);
export const walmartReviewImport = platformReviewKind(walmartFormat);
const KIND_OF = { amazon: amazonReviewImport, walmart: walmartReviewImport };

/** 导入平台评论: the format is read from the header row; CSV comes in as a workbook. */
export function platformReviewImportRoutes(): ApiRoutes {
  return new ApiRoutes().add(importPlatformReview, async (ctx) => {
    ctx.res.locals.audit = true;
    const file = ctx.file;
    if (!file || file.size === 0) throw new AppError(ResCode.EMPTY_FILE, Messages.fileEmpty);
    const upload = await readReviewUpload(file.buffer);
    if (!upload.workbook) throw new AppError(ResCode.BAD_REQUEST, PlatformReviewMessages.unreadable);
    const format = formatOf(upload.headers);
    if (!format) throw new AppError(ResCode.BAD_REQUEST, PlatformReviewMessages.unknownFormat);
    return runImport({ ...ctx, file: { ...file, buffer: upload.workbook, size: upload.workbook.length } }, KIND_OF[format.key]);
  });
}
