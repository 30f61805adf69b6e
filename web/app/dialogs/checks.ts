/** Client-side checks of the shell dialogs (spec §5), run before anything is sent. */
import { AVATAR_MAX_BYTES, MIN_PASSWORD_LENGTH, Messages } from '@shared/api/envelope';

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function passwordFormError(form: PasswordForm): string | null {
  if (!form.oldPassword || !form.newPassword || !form.confirmPassword) return Messages.passwordMissing;
  if (form.newPassword !== form.confirmPassword) return Messages.passwordMismatch;
  if (form.newPassword.length < MIN_PASSWORD_LENGTH) return Messages.passwordTooShort;
  return null;
}

export const AVATAR_TYPES = ['image/jpeg', 'image/png'];

/** JPEG or PNG, under 2 MB. The server checks the bytes again. */
export function avatarFileError(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return Messages.avatarType;
  if (file.size >= AVATAR_MAX_BYTES) return Messages.avatarSize;
  return null;
}

export interface FeedbackForm {
  subject: string;
  content: string;
}

export function feedbackFormError(form: FeedbackForm): string | null {
  return form.subject.trim() && form.content.trim() ? null : Messages.feedbackMissing;
}
