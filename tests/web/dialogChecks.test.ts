import { describe, expect, it } from 'vitest';
import { Messages } from '@shared/api/envelope';
import { avatarFileError, feedbackFormError, passwordFormError } from '../../web/app/dialogs/checks';

describe('change password checks (spec §5)', () => {
  const form = (oldPassword: string, newPassword: string, confirmPassword: string) => passwordFormError({ oldPassword, newPassword, confirmPassword });
  it('needs all three fields, a matching confirmation and 5 characters', () => {
    expect([form('', 'abcde', 'abcde'), form('old', '', 'abcde'), form('old', 'abcde', '')]).toEqual(Array(3).fill(Messages.passwordMissing));
    expect(form('old', 'abcde', 'abcdf')).toBe('操作失败，新密码和确认新密码不一致！');
    expect(form('old', 'abcd', 'abcd')).toBe('操作失败，密码长度不能小于5位！');
    expect(form('old', 'abcde', 'abcde')).toBeNull();
  });
});

describe('avatar checks (spec §5)', () => {
  it('accepts JPEG or PNG under 2 MB', () => {
    expect(avatarFileError({ type: 'image/png', size: 1024 })).toBeNull();
    expect(avatarFileError({ type: 'image/jpeg', size: 2 * 1024 * 1024 - 1 })).toBeNull();
    expect(avatarFileError({ type: 'image/gif', size: 10 })).toBe('上传头像图片只能是 JPG/PNG 格式!');
    expect(avatarFileError({ type: 'image/png', size: 2 * 1024 * 1024 })).toBe('上传头像图片大小不能超过 2MB!');
  });
});

describe('feedback checks (spec §5)', () => {
  it('needs a subject and a content', () => {
    expect(feedbackFormError({ subject: ' ', content: 'x' })).toBe('操作失败，请输入主题和内容！');
    expect(feedbackFormError({ subject: 'x', content: '' })).toBe(Messages.feedbackMissing);
    expect(feedbackFormError({ subject: '导出慢', content: '月报导出超过一分钟' })).toBeNull();
  });
});
