import type { FakeLarkUser, FakeLarkUserInput } from './types';
import { newId } from './ids';

/** The id kinds Lark accepts in `user_id_type` / `receive_id_type`. */
export type LarkIdType = 'open_id' | 'union_id' | 'user_id';

export const idTypes: readonly LarkIdType[] = ['open_id', 'union_id', 'user_id'];

/** Digits of a mobile number without a mainland `+86` prefix, so `+86 138-0000` matches `1380000`. */
export function normaliseMobile(mobile: string): string {
  return mobile.replace(/[\s-]/g, '').replace(/^\+86/, '');
}

/** The fake tenant's contact directory. */
export class UserDirectory {
  private readonly list: FakeLarkUser[] = [];

  add(input: FakeLarkUserInput): FakeLarkUser {
    if (!input.name) throw new Error('a Lark user needs a name');
    const user: FakeLarkUser = {
      name: input.name,
      enName: input.enName ?? input.name,
      email: input.email,
      enterpriseEmail: input.enterpriseEmail,
      mobile: input.mobile,
      openId: input.openId ?? newId.open(),
      unionId: input.unionId ?? newId.union(),
      userId: input.userId ?? newId.user(),
      employeeNo: input.employeeNo,
      avatarUrl: input.avatarUrl ?? 'https://fake-lark.invalid/avatar/default.png',
      chatId: newId.chat(),
      resigned: input.resigned ?? false,
      botAvailable: input.botAvailable ?? true,
    };
    const clash = this.list.find(
      (u) =>
        u.openId === user.openId ||
        u.unionId === user.unionId ||
        u.userId === user.userId ||
        (user.email !== undefined && u.email?.toLowerCase() === user.email.toLowerCase()),
    );
    if (clash) throw new Error(`Lark user ${user.name} clashes with ${clash.name} on an id or email`);
    this.list.push(user);
    return { ...user };
  }

  all(): FakeLarkUser[] {
    return this.list.map((u) => ({ ...u }));
  }

  find(type: LarkIdType, id: string): FakeLarkUser | undefined {
    return this.list.find((u) => idOf(u, type) === id);
  }

  byChat(chatId: string): FakeLarkUser | undefined {
    return this.list.find((u) => u.chatId === chatId);
  }

  byEmail(email: string): FakeLarkUser | undefined {
    const wanted = email.toLowerCase();
    return this.list.find((u) => u.email?.toLowerCase() === wanted);
  }

  byMobile(mobile: string): FakeLarkUser | undefined {
    const wanted = normaliseMobile(mobile);
    return this.list.find((u) => u.mobile !== undefined && normaliseMobile(u.mobile) === wanted);
  }
}

/** The user's id of the given kind. */
export function idOf(user: FakeLarkUser, type: LarkIdType): string {
  if (type === 'union_id') return user.unionId;
  if (type === 'user_id') return user.userId;
  return user.openId;
}

/** `contact/v3` user status block. */
export function statusOf(user: FakeLarkUser) {
  return {
    is_frozen: false,
    is_resigned: user.resigned,
    is_activated: !user.resigned,
    is_exited: false,
    is_unjoin: false,
  };
}
