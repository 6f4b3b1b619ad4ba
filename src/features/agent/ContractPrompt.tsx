import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddress } from '../../hooks/address';
import { useNavigate } from '../../lib/navigate';
import { call } from '../../api/client';
import { getPendingContracts, type ContractKind } from '../../api/contract/contracts';
import { useDialogTurn } from '../../stores/dialogTurns';
import { Dialog } from '../../ui/Dialog';
import { CONTRACT_SCREEN } from './contractPaths';
import './agent.css';
import './catalog';

/**
 * The contract prompt (spec 02 §2, §6): on opening home or the member centre, when an upline's proposal waits for
 * this member, an alert with a title and go and cancel buttons. The shell mounts it only for types other than 4,
 * 40, 41 and 42, and the server answers those types with nothing as well.
 */
export default function ContractPrompt() {
  const { t } = useLingui();
  const location = useAddress().path;
  const navigate = useNavigate();
  // Every proposal waiting for this member (issue 67: the prompt named only the first of three).
  const [all, setAll] = useState<readonly { id: number; kind: ContractKind; upline: string }[]>([]);
  const waiting = all[0];

  useEffect(() => {
    const controller = new AbortController();
    setAll([]);
    call(getPendingContracts, { signal: controller.signal }).then(
      (answer) => setAll(answer.list),
      () => undefined,
    );
    return () => controller.abort();
  }, [location]);

  // After the latest news and the announcement popups, never on top of them.
  const myTurn = useDialogTurn('contract', waiting !== undefined);
  if (!waiting || !myTurn) return null;
  const kinds: Record<ContractKind, string> = {
    salary: t`daily salary`,
    hourly: t`hourly salary`,
    dividend: t`dividend`,
  };
  const kind = kinds[waiting.kind];
  const upline = waiting.upline;
  const close = () => setAll([]);
  return (
    <Dialog
      open
      title={t`Contract proposal`}
      onClose={close}
      closeLabel={t`Cancel`}
      className="contract-prompt"
      footer={
        <div className="contract-prompt-actions">
          <button type="button" className="btn" onClick={close}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              close();
              navigate(CONTRACT_SCREEN[waiting.kind]);
            }}
          >
            <Trans>Go</Trans>
          </button>
        </div>
      }
    >
      {all.length === 1 ? (
        <p data-testid="contract-prompt">
          <Trans>
            {upline} offers you a {kind} contract. Open it to read the terms and accept or refuse.
          </Trans>
        </p>
      ) : (
        <div data-testid="contract-prompt">
          <p>
            <Trans>Contracts offered to you, waiting for your answer:</Trans>
          </p>
          <ul className="contract-prompt-list">
            {all.map((w) => (
              <li key={w.id}>
                <Trans>
                  {w.upline}: {kinds[w.kind]} contract
                </Trans>
              </li>
            ))}
          </ul>
          <p>
            <Trans>Open each to read the terms and accept or refuse.</Trans>
          </p>
        </div>
      )}
    </Dialog>
  );
}
