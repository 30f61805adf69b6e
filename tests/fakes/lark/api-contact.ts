import { larkErrors } from './errors';
import type { Route, RouteContext } from './http';
import { fail, objectBody, ok, tenantTokenError } from './http';
import type { FakeLarkUser } from './types';
import { idOf, idTypes, statusOf, type LarkIdType } from './users';

/** Lark caps each of `emails` and `mobiles` at 50. */
const MAX_LOOKUPS = 50;

function idType(ctx: RouteContext): LarkIdType | undefined {
  const type = ctx.query.user_id_type ?? 'open_id';
  return idTypes.includes(type as LarkIdType) ? (type as LarkIdType) : undefined;
}

function stringList(value: unknown): string[] | undefined {
  if (value === undefined) return [];
  return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : undefined;
}

/** `contact/v3` user lookups. */
export const contactRoutes: Route[] = [
  {
    method: 'POST',
    pattern: '/open-apis/contact/v3/users/batch_get_id',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const type = idType(ctx);
      const body = objectBody(ctx) ?? {};
      const emails = stringList(body.emails);
      const mobiles = stringList(body.mobiles);
      if (!type || !emails || !mobiles || emails.length > MAX_LOOKUPS || mobiles.length > MAX_LOOKUPS) {
        return fail(larkErrors.fieldValidation);
      }
      const visible = (user: FakeLarkUser | undefined) =>
        user && (!user.resigned || body.include_resigned === true) ? user : undefined;
      // One entry per email and per mobile asked; an unknown one comes back without user_id.
      const entry = (user: FakeLarkUser | undefined) =>
        user ? { user_id: idOf(user, type), status: statusOf(user) } : {};
      const userList = [
        ...emails.map((email) => ({ ...entry(visible(ctx.state.users.byEmail(email))), email })),
        ...mobiles.map((mobile) => ({ ...entry(visible(ctx.state.users.byMobile(mobile))), mobile })),
      ];
      return ok({ user_list: userList });
    },
  },
  {
    method: 'GET',
    pattern: '/open-apis/contact/v3/users/:user_id',
    handle(ctx) {
      const denied = tenantTokenError(ctx);
      if (denied) return denied;
      const type = idType(ctx);
      if (!type) return fail(larkErrors.fieldValidation);
      const user = ctx.state.users.find(type, ctx.params.user_id);
      if (!user) return fail(larkErrors.noUserAuthority);
      return ok({
        user: {
          open_id: user.openId,
          union_id: user.unionId,
          user_id: user.userId,
          name: user.name,
          en_name: user.enName,
          email: user.email,
          enterprise_email: user.enterpriseEmail,
          mobile: user.mobile,
          employee_no: user.employeeNo,
          avatar: {
            avatar_72: user.avatarUrl,
            avatar_240: user.avatarUrl,
            avatar_640: user.avatarUrl,
            avatar_origin: user.avatarUrl,
          },
          status: statusOf(user),
        },
      });
    },
  },
];
