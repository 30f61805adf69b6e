import type { ApiRoutes } from '../../http/api';
import { accountRoutes } from './accountRoutes';
import { labelRoutes } from './labelRoutes';
import { outboxRoutes } from './outboxRoutes';
import { pullRoutes } from './pullRoutes';
import { roomRoutes } from './roomRoutes';
import { ruleRoutes } from './ruleRoutes';
import { templateRoutes } from './templateRoutes';

export { startMailWorkers } from './workers';
export { filledTemplate, sendFromMailbox, sendingMailbox, sendingOptions, useMailReplyListeners, type MailboxLetter, type MailReply, type MailReplyListener } from './mailbox';

/** The mail centre's calls (docs/domain/mail.md). */
export const mailRoutes = (): ApiRoutes[] => [accountRoutes(), ruleRoutes(), labelRoutes(), templateRoutes(), roomRoutes(), outboxRoutes(), pullRoutes()];
