/**
 * `loginDeviceId` (spec 01 §3): a random UUID made once and kept on this device in localStorage. It names the
 * device to the server (trial counting, session lists); it is not a secret and survives logout.
 */
export const DEVICE_ID_KEY = 'MC_DEVICE_ID';

let memory: string | undefined;

/** This device's id, made on first use. */
export function loginDeviceId(): string {
  try {
    const stored = localStorage.getItem(DEVICE_ID_KEY);
    if (stored && /^[0-9a-f-]{36}$/.test(stored)) return stored;
    const id = crypto.randomUUID();
    localStorage.setItem(DEVICE_ID_KEY, id);
    return id;
  } catch {
    // blocked storage: one id for this page's life
    memory ??= crypto.randomUUID();
    return memory;
  }
}
