import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../ui/Link';
import { call } from '../../api/client';
import { getRedRain, grabRedRain, type RedRainWindow } from '../../api/contract/agent';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { formatMoney } from '../../lib/money';
import { paths } from '../../lib/paths';
import { reloadBalance } from '../../stores/balance';
import { useTimeZone } from './ReportParts';
import { RedRainWindowRow } from './RedRainWindowRow';
import './agent.css';
import './catalog';

/**
 * Red rain (`/m/redRain`; docs/agents.md "Red rain"): today's windows of the merchant; in an open window a member
 * who has bet today grabs once a random amount. The grab is a money call with one idempotency key per attempt, kept
 * for a retry after a dropped connection so it is never applied twice.
 */
export default function RedRainScreen() {
  const { t, i18n } = useLingui();
  const timeZone = useTimeZone();
  const [data, setData] = useState<{ windows: RedRainWindow[]; eligible: boolean }>();
  const [skew, setSkew] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [now, setNow] = useState(Date.now());
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: 'won' | 'error'; text: string }>();
  const key = useRef<string | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    setFailed(false);
    call(getRedRain, { signal: controller.signal }).then(
      (answer) => {
        setSkew(Date.parse(answer.serverTime) - Date.now());
        setData(answer);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [attempt]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  // A window opening or closing while the screen is up: ask the server again.
  const serverNow = now + skew;
  const edge = data?.windows.some(
    (w) =>
      (w.status === 'upcoming' && Date.parse(w.start) <= serverNow) ||
      (w.status === 'open' && Date.parse(w.end) <= serverNow),
  );
  useEffect(() => {
    if (edge) setAttempt((n) => n + 1);
  }, [edge]);

  const grab = async (w: RedRainWindow) => {
    setBusy(true);
    setMessage(undefined);
    key.current ??= crypto.randomUUID();
    try {
      const answer = await call(grabRedRain, { body: { id: w.id }, idempotencyKey: key.current });
      key.current = undefined;
      setMessage({ kind: 'won', text: t`You grabbed ${formatMoney(answer.amount)}!` });
      void reloadBalance();
      setAttempt((n) => n + 1);
    } catch (err) {
      const code = errorCodeOf(err);
      // Refused by the server: a new attempt gets a new key. A dropped connection keeps it, so a retry is safe.
      if (code) key.current = undefined;
      setMessage({ kind: 'error', text: i18n._(errorMessage(code)) });
      if (code) setAttempt((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };

  if (failed)
    return (
      <section className="agent-report" role="alert">
        <p className="agent-state">
          <Trans>The red rain could not be loaded.</Trans>
        </p>
        <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  if (!data)
    return (
      <p className="agent-state" role="status">
        <Trans>Loading…</Trans>
      </p>
    );

  return (
    <section className="agent-report red-rain" aria-labelledby="red-rain-title">
      <h1 id="red-rain-title" className="visually-hidden">
        <Trans>Red rain</Trans>
      </h1>
      <p className="agent-form-lead">
        <Trans>
          During each red rain, every member who has bet today can grab one red envelope with a random amount,
          while the rain lasts.
        </Trans>
      </p>
      {!data.eligible && (
        <p className="agent-note red-rain-eligible" role="status">
          <Trans>Place a bet today to take part in the red rain.</Trans>{' '}
          <Link href={paths.home}>
            <Trans>Play now</Trans>
          </Link>
        </p>
      )}
      {message && (
        <p
          className={message.kind === 'won' ? 'agent-note red-rain-won' : 'agent-error'}
          role={message.kind === 'won' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {data.windows.length === 0 ? (
        <p className="agent-state" role="status" data-empty>
          <Trans>There is no red rain today.</Trans>
        </p>
      ) : (
        <ul className="agent-rows">
          {data.windows.map((w) => (
            <RedRainWindowRow
              key={w.id}
              w={w}
              timeZone={timeZone}
              serverNow={serverNow}
              eligible={data.eligible}
              busy={busy}
              onGrab={(chosen) => void grab(chosen)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
