import { useState } from 'react';
import { Messages } from '@shared/api/envelope';
import { sendFeedback } from '@shared/api/user';
import { call } from '../../lib/api';
import { notice } from '../../lib/notice';
import { feedbackFormError, type FeedbackForm } from './checks';

const EMPTY: FeedbackForm = { subject: '', content: '' };

/** Spec §5/§8: both fields required; a refusal shows resDes, success 反馈成功. */
export function useFeedback(onDone: () => void) {
  const [form, setForm] = useState<FeedbackForm>(EMPTY);
  const [sending, setSending] = useState(false);

  const set = (field: keyof FeedbackForm) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const problem = feedbackFormError(form);
    if (problem) return notice.error(problem);
    setSending(true);
    try {
      await call(sendFeedback, { body: { subject: form.subject.trim(), content: form.content.trim() }, silent: true });
      notice.success(Messages.feedbackSent);
      setForm(EMPTY);
      onDone();
    } catch (error) {
      notice.error((error as Error).message || Messages.generic);
    } finally {
      setSending(false);
    }
  };

  return { form, set, sending, submit };
}
