import { and, eq, sql } from 'drizzle-orm';
import { ENUMS, isEnumName, unknownEnumMessage } from '@shared/api/reference/enums';
import * as enums from '@shared/api/reference/enums';
import * as api from '@shared/api/reference/users';
import type { Db } from '../../db/connection';
import { baseVariables, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { fail } from '../../http/errors';
import { iso } from './text';

const userColumns = { id: users.id, username: users.username, name: users.name };

function specOf(name: string): api.VariableSpec {
  const spec = api.variableSpec(name);
  if (!spec) throw fail.badRequest(api.unknownVariableMessage(name));
  return spec;
}

async function readVariable(db: Db, spec: api.VariableSpec) {
  const [row] = await db.select().from(baseVariables).where(eq(baseVariables.name, spec.name));
  return { name: spec.name, value: row?.value ?? spec.defaultValue, label: spec.label, updatedAt: row ? iso(row.updatedAt) : null };
}

/** Users for pick lists, named settings and the status enums. */
export function settingRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.getUserByUserName, async ({ query, deps }) => {
      const [user] = await deps.db
        .select({ ...userColumns, email: users.email })
        .from(users)
        .where(and(sql`lower(${users.username}) = ${query.userName.toLowerCase()}`, eq(users.status, 'active')))
        .limit(1);
      if (!user) throw fail.notFound(`用户 ${query.userName} 不存在或已停用`);
      return user;
    })
    .add(api.getAllStartUser, ({ deps }) => deps.db.select(userColumns).from(users).where(eq(users.status, 'active')).orderBy(users.name, users.id))
    .add(api.getValueByName, ({ query, deps }) => readVariable(deps.db, specOf(query.name)))
    .add(api.updateValueByName, async ({ body, caller, deps }) => {
      const spec = specOf(body.name);
      if (!(await caller.codes()).elements.has(spec.code)) throw fail.forbidden();
      const parsed = spec.value.safeParse(body.value);
      if (!parsed.success) throw fail.badRequest(parsed.error.issues[0]!.message);
      const now = new Date();
      await deps.db
        .insert(baseVariables)
        .values({ name: spec.name, value: parsed.data, description: spec.label, updatedBy: caller.userId, updatedAt: now })
        .onConflictDoUpdate({ target: baseVariables.name, set: { value: parsed.data, updatedBy: caller.userId, updatedAt: now } });
      return readVariable(deps.db, spec);
    })
    .add(enums.getEnum, async ({ params }) => {
      const name = params.key ?? '';
      if (!isEnumName(name)) throw fail.badRequest(unknownEnumMessage(name));
      return ENUMS[name];
    });
}
