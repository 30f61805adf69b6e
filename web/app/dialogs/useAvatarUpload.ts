import { useState } from 'react';
import { Messages, ResCode } from '@shared/api/envelope';
import { uploadAvatar } from '@shared/api/user';
import { upload } from '../../lib/api';
import type { ApiError } from '../../lib/http';
import { notice } from '../../lib/notice';
import { useSession } from '../../lib/session/SessionContext';
import { avatarFileError } from './checks';

/** Spec §8: 501 = empty file, upload again; 500 = upload failed; anything else says why. */
function uploadFailure(error: ApiError): string {
  if (error.resCode === ResCode.EMPTY_FILE) return Messages.fileEmpty;
  if (error.resCode === ResCode.FAILED) return Messages.uploadFailed;
  return error.message || Messages.uploadFailed;
}

/** Checks the chosen image here (type, size), uploads it, and shows it in the top bar. */
export function useAvatarUpload(onDone: () => void) {
  const { info, setAvatar } = useSession();
  const [uploading, setUploading] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file || !info) return;
    const problem = avatarFileError(file);
    if (problem) return notice.error(problem);
    setUploading(true);
    try {
      const { avatar } = await upload(uploadAvatar, file, { userId: info.id }, { silent: true });
      setAvatar(avatar);
      notice.success('头像上传成功');
      onDone();
    } catch (error) {
      notice.error(uploadFailure(error as ApiError));
    } finally {
      setUploading(false);
    }
  };

  return { avatar: info?.avatar ?? null, name: info?.name ?? '', uploading, choose };
}
