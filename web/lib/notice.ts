import { Notification, Toast } from '@douyinfe/semi-ui';

/** Spec §9: every message and notice stays 5 s (Semi durations are in seconds). */
export const MESSAGE_SECONDS = 5;

/** Short messages at the top of the page (Semi Toast). */
export const notice = {
  error: (content: string) => void Toast.error({ content, duration: MESSAGE_SECONDS }),
  warning: (content: string) => void Toast.warning({ content, duration: MESSAGE_SECONDS }),
  success: (content: string) => void Toast.success({ content, duration: MESSAGE_SECONDS }),
};
export type Notice = typeof notice;

/** Titled notices in the corner (Semi Notification), e.g. 失败 / 成功 after a password change. */
export const notify = {
  error: (title: string, content: string) => void Notification.error({ title, content, duration: MESSAGE_SECONDS }),
  success: (title: string, content: string) => void Notification.success({ title, content, duration: MESSAGE_SECONDS }),
};
