import type { ApiRoutes } from '../../http/api';
import { blacklistRoutes } from './blacklist';
import { fbProductRoutes } from './fbProducts';
import { mailboxRoutes } from './mailboxes';
import { orderRoutes } from './orderRoutes';
import { profileRoutes } from './profiles';

/** What the review programme reads of reviewer management: the blacklist rule (docs/domain/reviewers.md). */
export { refuseBlacklisted } from './blacklist';

/** Reviewer management (docs/domain/reviewers.md). */
export function reviewersRoutes(): ApiRoutes[] {
  return [profileRoutes(), orderRoutes(), blacklistRoutes(), mailboxRoutes(), fbProductRoutes()];
}
