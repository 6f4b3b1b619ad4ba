import { useCallback, useRef, useState } from 'react';
import { call } from '../../api/client';
import { CAPTCHA_ID_HEADER, getCaptcha } from '../../api/contract/session';

/**
 * A server captcha (spec 01 §4): a base64 image, never cached, named by the `Captcha-Id` header that the payload
 * sends back. `reload()` fetches a new one; the screen clears the typed code with it. A late answer to an older
 * request is dropped.
 */
export function useCaptcha(): {
  image: string | undefined;
  captchaId: string | undefined;
  reload: () => Promise<void>;
} {
  const [image, setImage] = useState<string>();
  const [captchaId, setCaptchaId] = useState<string>();
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    let id: string | undefined;
    try {
      const png = await call(getCaptcha, { onHeaders: (h) => (id = h.get(CAPTCHA_ID_HEADER) ?? undefined) });
      if (mine !== seq.current) return;
      setImage(png.startsWith('data:image/') ? png : undefined);
      setCaptchaId(id);
    } catch {
      if (mine === seq.current) setImage(undefined);
    }
  }, []);
  return { image, captchaId, reload };
}

/** Whether a refused login asks for the captcha (`value.captcha` of the failure envelope). */
export function wantsCaptcha(error: unknown): boolean {
  const value = (error as { value?: unknown } | null)?.value;
  return typeof value === 'object' && value !== null && (value as { captcha?: unknown }).captcha === true;
}
