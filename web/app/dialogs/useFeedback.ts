import { Messages } from '@shared/api/envelope';
import { sendFeedback } from '@shared/api/user';
import { call } from '../../lib/api';
import { notice } from '../../lib/notice';
import { feedbackFormError, type FeedbackForm } from './checks';
import { useDialogSubmit } from './useDialogSubmit';

const EMPTY: FeedbackForm = { subject: '', content: '' };

/** Spec §5/§8: both fields required; a refusal shows resDes, success 反馈成功. */
export function useFeedback(onDone: () => void) {
  return useDialogSubmit({
    empty: EMPTY,
    check: feedbackFormError,
    send: async (form) => {
      await call(sendFeedback, { body: { subject: form.subject.trim(), content: form.content.trim() }, silent: true });
      notice.success(Messages.feedbackSent);
    },
    failed: (message) => notice.error(message),
    onDone,
  });
}
