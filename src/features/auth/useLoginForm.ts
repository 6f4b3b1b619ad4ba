import { useEffect, useState } from 'react';
import { readPreferences } from '../../lib/preferences';
import { loadRemembered, type LoginMode } from './rememberedLogin';

/** The login fields of both modes; switching mode reloads that mode's remembered record (spec 01 §2). */
export function useLoginForm() {
  const [mode, setMode] = useState<LoginMode>('username');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [mobile, setMobile] = useState('');
  const [dial, setDial] = useState<string>();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(() => readPreferences().autoRemPass === true);

  useEffect(() => {
    let live = true;
    // Fill from the record only what is still empty: typing before IndexedDB answers must not be wiped.
    void loadRemembered(mode).then((saved) => {
      if (!live || !saved) return;
      if (mode === 'username') {
        setUsername((typed) => typed || saved.username);
        if (saved.password) {
          setPassword((typed) => typed || (saved.password ?? ''));
          setRemember(true);
        }
      } else {
        setMobile((typed) => typed || saved.username);
        if (saved.countryDialingCode) setDial(saved.countryDialingCode);
      }
    });
    return () => {
      live = false;
    };
  }, [mode]);

  /** Switches mode: the other mode's fields start empty and its remembered record fills them. */
  const switchMode = (next: LoginMode) => {
    if (next === mode) return;
    setUsername('');
    setPassword('');
    setMobile('');
    setCode('');
    setMode(next);
  };

  return {
    mode,
    switchMode,
    username,
    setUsername,
    password,
    setPassword,
    mobile,
    setMobile,
    dial,
    setDial,
    code,
    setCode,
    remember,
    setRemember,
  };
}
