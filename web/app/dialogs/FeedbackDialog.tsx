import { Input, TextArea } from '@douyinfe/semi-ui';
import { Field } from '../../components/Field';
import { SubmitDialog } from '../../components/SubmitDialog';
import { useFeedback } from './useFeedback';

/** Spec §2: a feedback dialog with no visible trigger; AppLayout opens it with Ctrl+Shift+F. */
export function FeedbackDialog({ visible, onClose }: { visible: boolean; onClose(): void }) {
  const { form, set, busy, submit } = useFeedback(onClose);
  return (
    <SubmitDialog title="意见反馈" visible={visible} onCancel={onClose} submitText="提交" busy={busy} onSubmit={submit}>
      <Field id="cd-feedback-subject" label="主题">
        <Input id="cd-feedback-subject" maxLength={200} value={form.subject} onChange={set('subject')} />
      </Field>
      <Field id="cd-feedback-content" label="内容">
        <TextArea id="cd-feedback-content" autosize={{ minRows: 4, maxRows: 8 }} maxCount={5000} value={form.content} onChange={set('content')} />
      </Field>
    </SubmitDialog>
  );
}
