import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { Messages, ResCode } from '@shared/api/envelope';
import * as api from '@shared/api/user';
import { userScreen } from '@shared/api/admin/screens';
import { feedback, users } from '../../db/schema';
import { ApiRoutes } from '../../http/api';
import { countedListPage } from '../../http/preparedList';
import { AppError, fail } from '../../http/errors';
import { personalTasks } from '../../workflow/tasks';
import { assertMayManageUser } from '../access';

const AVATAR_TYPES = new Set(['image/jpeg', 'image/png']);
export const AVATAR_URL_PREFIX = '/files/avatars/';

/** The signed-in user's own things: avatar, feedback, pending work. */
export function profileRoutes(): ApiRoutes {
  return new ApiRoutes()
    .add(api.uploadAvatar, async ({ body, file, caller, deps }) => {
      const target = body.userId ?? caller.userId;
      if (target !== caller.userId && !(await caller.codes()).elements.has(userScreen.code('edit'))) throw fail.forbidden();
      await assertMayManageUser(deps.db, caller, target);
      if (!file || file.size === 0) throw new AppError(ResCode.EMPTY_FILE, Messages.fileEmpty);
      // Trust the bytes, not the name or the declared type.
      const { fileTypeFromBuffer } = await import('file-type');
      const type = await fileTypeFromBuffer(file.buffer);
      if (!type || !AVATAR_TYPES.has(type.mime)) throw fail.badRequest(Messages.avatarType);
      const dir = path.join(deps.config.dataDir, 'uploads', 'avatars');
      const name = `${randomUUID()}.${type.ext}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, name), file.buffer);
      const avatar = AVATAR_URL_PREFIX + name;
      const [updated] = await deps.db
        .update(users)
        .set({ avatar, updatedAt: new Date() })
        .where(eq(users.id, target))
        .returning({ id: users.id });
      if (!updated) throw fail.notFound('用户不存在');
      return { avatar };
    })
    .add(api.sendFeedback, async ({ body, caller, deps, res }) => {
      const subject = body.subject?.trim();
      const content = body.content?.trim();
      if (!subject || !content) throw fail.refused(Messages.feedbackMissing);
      if (subject.length > 200 || content.length > 5000) throw fail.refused('主题不超过200字，内容不超过5000字');
      await deps.db.insert(feedback).values({ userId: caller.userId, subject, content });
      res.locals.resDes = Messages.feedbackSent;
      return null;
    })
    .add(api.feedbackPage, async ({ query, deps }) => {
      const { total, rows } = await countedListPage(deps.db, {
        name: 'feedback',
        values: {},
        conditions: () => undefined,
        select: (extra) =>
          deps.db
            .select({ id: feedback.id, subject: feedback.subject, content: feedback.content, createdAt: feedback.createdAt, userName: users.name, ...extra })
            .from(feedback)
            .leftJoin(users, eq(users.id, feedback.userId))
            .$dynamic(),
        order: [desc(feedback.createdAt), desc(feedback.id)],
        counted: feedback,
        page: query.page,
        limit: query.limit,
      });
      return { total, rows };
    })
    // Business modules add their pending counts here as they land (workflow engine).
    .add(api.personalTasks, async ({ caller, deps }) => personalTasks(deps.db, caller.userId, (await caller.codes()).elements));
}
