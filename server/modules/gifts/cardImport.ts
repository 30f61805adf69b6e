import { inArray } from 'drizzle-orm';
import { addCardBody, CARD_IMPORT_KIND, CARD_TEMPLATE_FILE, cardTemplate, importCards } from '@shared/api/gifts/cards';
import { cardDepotScreen } from '@shared/api/gifts/screens';
import type { Config } from '../../config';
import type { Db } from '../../db/connection';
import { giftCards } from '../../db/schema';
import { sendXlsx } from '../../excel/download';
import { defineImport, rejectRows, type ImportKind } from '../../excel/import-kinds';
import { runImport } from '../../excel/import-run';
import { exampleRow, templateColumns } from '../../excel/template';
import { ApiRoutes } from '../../http/api';
import type { Caller } from '../../http/auth/caller';
import { AppError } from '../../http/errors';
import { cardKey, codeDigest, codeTail, maskCode } from './cardSecret';
import { checkCardProduct, storeCard, type NewCard } from './cards';

type CardRow = NewCard;
const today = () => new Date().toISOString().slice(0, 10);

/** Why each row cannot go in: an unknown or disabled card product, an expired card, a code already in the depot or twice in the sheet. */
async function refusals(tx: Db, rows: CardRow[], key: Buffer): Promise<Map<number, string>> {
  const digests = rows.map((r) => codeDigest(key, r.code));
  const stored = new Set((await tx.select({ digest: giftCards.codeDigest }).from(giftCards).where(inArray(giftCards.codeDigest, [...new Set(digests)]))).map((s) => s.digest));
  const reasons = new Map<number, string>();
  const seen = new Set<string>();
  for (const [i, row] of rows.entries()) {
    const why: string[] = [];
    await checkCardProduct(tx, row).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      why.push(error.message);
    });
    if (row.expiresOn && row.expiresOn < today()) why.push(`有效期 ${row.expiresOn} 已过`);
    const masked = maskCode(codeTail(row.code));
    if (stored.has(digests[i]!)) why.push(`卡号 ${masked} 已在卡库中，不能重复入库`);
    else if (seen.has(digests[i]!)) why.push(`卡号 ${masked} 在表中重复`);
    seen.add(digests[i]!);
    if (why.length) reasons.set(i, why.join('；'));
  }
  return reasons;
}

/** The import kind (template, report centre); its rows are stored with the server's card key by `importWith`. */
export const cardImport = defineImport<CardRow>({
  kind: CARD_IMPORT_KIND,
  title: '礼品卡导入',
  templateFileName: CARD_TEMPLATE_FILE,
  screen: cardDepotScreen.menu,
  columns: [
    { header: '品牌', key: 'brand', required: true, example: 'Amazon', width: 12 },
    { header: '币种', key: 'currency', required: true, example: 'USD', width: 8 },
    { header: '面值', key: 'faceValue', required: true, example: '25', width: 8 },
    { header: '卡号', key: 'code', required: true, example: 'AMZN-0000-1111', width: 24 },
    { header: 'PIN', key: 'pin', example: '', width: 10 },
    { header: '有效期', key: 'expiresOn', example: '2027-12-31', width: 12 },
  ],
  row: addCardBody as never,
  commit() {
    throw new Error('giftCard import: run through importWith (it needs the card key)');
  },
});

/** The kind with its commit: every row checked first, then each code sealed (encrypted) and stored. */
const importWith = (config: Pick<Config, 'giftCardKey' | 'dataDir'>): ImportKind<CardRow> => ({
  ...cardImport,
  async commit(tx: Db, rows: CardRow[], caller: Caller) {
    rejectRows(await refusals(tx, rows, cardKey(config)));
    for (const row of rows) await storeCard({ db: tx, config }, row, caller.userId);
  },
});

/** 礼品卡库: the template and the upload. */
export function cardImportRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(cardTemplate, async ({ res }) => {
      await sendXlsx(res, CARD_TEMPLATE_FILE, templateColumns(cardImport), [exampleRow(cardImport)]);
    })
    .add(importCards, (ctx) => {
      ctx.res.locals.audit = true;
      return runImport(ctx, importWith(ctx.deps.config));
    });
}
