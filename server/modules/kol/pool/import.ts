import { z } from 'zod';
import { KOL_CHANNELS } from '@shared/api/kol/common';
import { POOL_IMPORT_KIND, POOL_TEMPLATE_FILE } from '@shared/api/kol/pool';
import { kolPoolScreen } from '@shared/api/kol/screens';
import { CURRENCIES } from '@shared/api/inputs';
import { inArray } from 'drizzle-orm';
import { kolCategories, kolPool, kolPoolTags } from '../../../db/schema';
import { defineImport, rejectRows } from '../../../excel/import-kinds';

const channelByLabel = new Map(Object.entries(KOL_CHANNELS).flatMap(([value, label]) => [[label.toLowerCase(), value], [value, value]]));

const poolImportRow = z
  .object({
    name: z.string({ error: '请填写红人名称' }).trim().min(1, '请填写红人名称').max(100, '红人名称最多100字'),
    channel: z
      .string({ error: '请填写渠道' })
      .trim()
      .transform((v) => channelByLabel.get(v.toLowerCase()) ?? '')
      .refine((v) => v !== '', '渠道不正确（YouTube、TikTok、Instagram、Facebook、X (Twitter)、Blog、Reddit、Pinterest）'),
    profileUrl: z.string({ error: '请填写主页链接' }).trim().max(500, '主页链接最多500字').regex(/^https?:\/\/\S+$/i, '主页链接必须是 http(s) 链接'),
    followers: z.coerce.number({ error: '粉丝数必须是整数' }).int('粉丝数必须是整数').min(0, '粉丝数不能小于0'),
    category: z.string({ error: '请填写分类' }).trim().min(1, '请填写分类'),
    tags: z.string().trim().optional(),
    country: z.string().trim().max(50, '国家最多50字').optional(),
    email: z.email({ error: '邮箱格式不正确' }).optional(),
    contact: z.string().trim().max(200, '其他联系方式最多200字').optional(),
    price: z.string().trim().regex(/^\d{1,16}(\.\d{1,2})?$/, '报价格式不正确').optional(),
    priceCurrency: z.enum(CURRENCIES, { error: '报价币种不正确' }).optional(),
    remark: z.string().trim().max(500, '备注最多500字').optional(),
  })
  .refine((r) => (r.price === undefined) === (r.priceCurrency === undefined), { message: '报价和报价币种须同时填写' });

const splitTags = (text: string | undefined) => (text ?? '').split(/[,，]/).map((t) => t.trim()).filter(Boolean);

/** KOL资源池导入: influencers in bulk, all or none; categories and tags must exist (docs/domain/kol.md, Excel). */
export const poolImport = defineImport({
  kind: POOL_IMPORT_KIND,
  title: 'KOL资源池导入',
  templateFileName: POOL_TEMPLATE_FILE,
  screen: kolPoolScreen.menu,
  columns: [
    { header: '红人名称', key: 'name', required: true, example: 'Tech Reviews Daily', width: 20 },
    { header: '渠道', key: 'channel', required: true, example: 'YouTube', width: 12 },
    { header: '主页链接', key: 'profileUrl', required: true, example: 'https://www.youtube.com/@techreviews', width: 36 },
    { header: '粉丝数', key: 'followers', required: true, example: '120000', width: 12 },
    { header: '分类', key: 'category', required: true, example: '3C数码', width: 12 },
    { header: '标签', key: 'tags', example: '开箱,测评', width: 18 },
    { header: '国家', key: 'country', example: 'US', width: 8 },
    { header: '邮箱', key: 'email', example: 'hello@example.com', width: 24 },
    { header: '其他联系方式', key: 'contact', example: 'WhatsApp +1 555 0100', width: 20 },
    { header: '报价', key: 'price', example: '500', width: 10 },
    { header: '报价币种', key: 'priceCurrency', example: 'USD', width: 10 },
    { header: '备注', key: 'remark', width: 24 },
  ],
  row: poolImportRow,
  async commit(tx, rows, caller) {
    const categories = new Map((await tx.select({ id: kolCategories.id, name: kolCategories.name }).from(kolCategories)).map((c) => [c.name.toLowerCase(), c.id]));
    const tagRows = await tx.select({ id: kolPoolTags.id, name: kolPoolTags.name, retired: kolPoolTags.retired }).from(kolPoolTags);
    const tags = new Map(tagRows.filter((t) => !t.retired).map((t) => [t.name.toLowerCase(), t.id]));
    const retired = new Set(tagRows.filter((t) => t.retired).map((t) => t.name.toLowerCase()));
    const urls = rows.map((r) => r.profileUrl);
    const taken = new Set(
      (await tx.select({ channel: kolPool.channel, url: kolPool.profileUrl }).from(kolPool).where(inArray(kolPool.profileUrl, urls.length ? urls : [''])))
        .map((t) => `${t.channel} ${t.url}`),
    );
    const reasons = new Map<number, string>();
    const seen = new Set<string>();
    rows.forEach((r, i) => {
      const key = `${r.channel} ${r.profileUrl}`;
      const missingTag = splitTags(r.tags).find((t) => !tags.has(t.toLowerCase()));
      if (!categories.has(r.category.toLowerCase())) reasons.set(i, `分类“${r.category}”不存在`);
      else if (missingTag) reasons.set(i, retired.has(missingTag.toLowerCase()) ? `标签“${missingTag}”已停用` : `标签“${missingTag}”不存在，请先在“标签管理”中新增`);
      else if (taken.has(key)) reasons.set(i, '该渠道下已有此主页链接的红人');
      else if (seen.has(key)) reasons.set(i, '主页链接在文件中重复');
      seen.add(key);
    });
    rejectRows(reasons);
    const values = rows.map((r) => ({
      name: r.name,
      channel: r.channel,
      profileUrl: r.profileUrl,
      followers: r.followers,
      categoryId: categories.get(r.category.toLowerCase())!,
      tagIds: [...new Set(splitTags(r.tags).map((t) => tags.get(t.toLowerCase())!))],
      country: r.country ?? null,
      email: r.email ?? null,
      contact: r.contact ?? null,
      price: r.price ?? null,
      priceCurrency: r.priceCurrency ?? null,
      remark: r.remark ?? null,
      createdBy: caller.userId,
    }));
    for (let i = 0; i < values.length; i += 500) await tx.insert(kolPool).values(values.slice(i, i + 500));
  },
});
