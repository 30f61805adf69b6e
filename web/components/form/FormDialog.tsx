import type { ReactNode } from 'react';
import { Form } from '@douyinfe/semi-ui';
import type { z } from 'zod';
import { SubmitDialog } from '../SubmitDialog';
import { notice } from '../../lib/notice';
import { useZodForm } from './useZodForm';

export interface FormDialogProps<S extends z.ZodType> {
  title: string;
  visible: boolean;
  /** The contract's body schema: the form shows its first message per field. */
  schema: S;
  initValues?: Record<string, unknown>;
  /** Adapts form values to the schema's input (e.g. a Date to yyyy-MM-dd) before checking and sending. */
  toInput?: (values: Record<string, unknown>) => unknown;
  /** Sends the checked values; a rejection keeps the dialog open (the http client already said why). */
  onSubmit(values: z.output<S>): Promise<unknown>;
  onClose(): void;
  /** Toast after success, e.g. 新增成功. */
  successText: string;
  /** Text of the submit button (确定 unless said). */
  submitText?: string;
  width?: number;
  /** The fields; a function gets the current values (fields that depend on others). */
  children: ReactNode | ((values: Record<string, unknown>) => ReactNode);
}

/**
 * A create/edit dialog: a Semi form checked with the contract's zod schema, 确定 (1 s lock) and 取消.
 * Cleared inputs are sent as '' (allowEmpty), which the contracts read as "clear this".
 */
export function FormDialog<S extends z.ZodType>(props: FormDialogProps<S>) {
  const { title, visible, schema, initValues, toInput, onSubmit, onClose, successText, submitText = '确定', width = 560, children } = props;
  const form = useZodForm(schema, toInput);

  const submit = async () => {
    if (await form.submit(onSubmit)) {
      notice.success(successText);
      onClose();
    }
  };

  return (
    <SubmitDialog title={title} visible={visible} onCancel={onClose} maskClosable={false} width={width} submitText={submitText} onSubmit={() => void submit()}>
      {visible && (
        <Form {...form.formProps} labelPosition="left" labelWidth={96} labelAlign="right" initValues={initValues} onSubmit={() => void submit()}>
          {({ values }: { values: Record<string, unknown> }) => (typeof children === 'function' ? children(values) : children)}
        </Form>
      )}
    </SubmitDialog>
  );
}
