import { useCallback, useEffect, useRef, useState } from 'react';
import { loginCaptcha } from '@shared/api/auth';
import { request } from '../../lib/http';

/** The captcha image as a blob URL; `refresh()` asks for a new one (the old URL is released). */
export function useCaptcha(enabled: boolean): { src: string | null; refresh(): void } {
  const [src, setSrc] = useState<string | null>(null);
  const current = useRef<string | null>(null);

  const refresh = useCallback(() => {
    request<Blob>({ url: loginCaptcha.path, responseType: 'blob', crossdock: { silent: true } }).then(
      (blob) => {
        if (current.current) URL.revokeObjectURL(current.current);
        current.current = URL.createObjectURL(blob);
        setSrc(current.current);
      },
      () => setSrc(null),
    );
  }, []);

  useEffect(() => {
    if (enabled) refresh();
  }, [enabled, refresh]);
  useEffect(() => () => void (current.current && URL.revokeObjectURL(current.current)), []);

  return { src, refresh };
}
