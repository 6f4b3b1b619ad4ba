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
    void loadRemembered(mode).then((saved) => {
      if (!live) return;
      if (mode === 'username') {
        setUsername(saved?.username ?? '');
        setPassword(saved?.password ?? '');
        if (saved?.password) setRemember(true);
      } else {
        setMobile(saved?.username ?? '');
        if (saved?.countryDialingCode) setDial(saved.countryDialingCode);
        setCode('');
      }
    });
    return () => {
      live = false;
    };
  }, [mode]);

  return {
    mode,
    setMode,
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
