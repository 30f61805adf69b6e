import { useState } from 'react';
import { Messages } from '@shared/api/envelope';
import { notice } from '../../lib/notice';

interface DialogSubmitOptions<F> {
  empty: F;
  /** The client check; a message is shown and nothing is sent. */
  check(form: F): string | null;
  /** Sends the form and announces success. */
  send(form: F): Promise<void>;
  /** Shows why sending failed (the server's message, or the generic one). */
  failed(message: string): void;
  /** After success; the form is empty again by then. */
  onDone(): void;
}

/** The form of a shell dialog: text fields, checked here first, `busy` while sending. */
export function useDialogSubmit<F extends Record<keyof F, string>>({ empty, check, send, failed, onDone }: DialogSubmitOptions<F>) {
  const [form, setForm] = useState<F>(empty);
  const [busy, setBusy] = useState(false);

  const set = (field: keyof F) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const problem = check(form);
    if (problem) return notice.error(problem);
    setBusy(true);
    try {
      await send(form);
      setForm(empty);
      onDone();
    } catch (error) {
      failed((error as Error).message || Messages.generic);
    } finally {
      setBusy(false);
    }
  };

  return { form, set, busy, submit, reset: () => setForm(empty) };
}
