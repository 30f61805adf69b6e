import { and, eq } from 'drizzle-orm';
import { fieldSettings, getFieldsConfig, isTableKey, saveFieldsConfig, type FieldSetting } from '@shared/api/fieldsConfig';
import { fieldConfigs } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';

const tableKeyOf = (params: Record<string, string>) => {
  const key = params.key ?? '';
  if (!isTableKey(key)) throw fail.badRequest('表格标识只能包含字母、数字和 . _ : -，不超过100个字符');
  return key;
};

/** baseFieldsConfig: each user's column settings per table, private to that user. */
export function fieldsConfigRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(getFieldsConfig, async ({ params, caller, deps }) => {
      const key = tableKeyOf(params);
      const [row] = await deps.db
        .select({ fields: fieldConfigs.fields })
        .from(fieldConfigs)
        .where(and(eq(fieldConfigs.userId, caller.userId), eq(fieldConfigs.key, key)));
      // Stored before a shape change? Answer "nothing saved" rather than something the client cannot read.
      const saved = row && fieldSettings.safeParse(row.fields);
      return saved?.success ? saved.data : null;
    })
    .add(saveFieldsConfig, async ({ params, body, caller, deps }) => {
      const key = tableKeyOf(params);
      const where = and(eq(fieldConfigs.userId, caller.userId), eq(fieldConfigs.key, key));
      if (body.length === 0) {
        await deps.db.delete(fieldConfigs).where(where);
        return null;
      }
      const fields: FieldSetting[] = body;
      await deps.db
        .insert(fieldConfigs)
        .values({ userId: caller.userId, key, fields })
        .onConflictDoUpdate({ target: [fieldConfigs.userId, fieldConfigs.key], set: { fields, updatedAt: new Date() } });
      return null;
    });
}
