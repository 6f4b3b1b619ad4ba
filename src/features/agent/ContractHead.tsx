import { Trans, useLingui } from '@lingui/react/macro';
import type { ContractKind } from '../../api/contract/contracts';

export type ContractSide = 'received' | 'given';

/** The contract screen's head: which contracts (offered to me, or to my team) and what this kind of contract pays. */
export function ContractHead({
  kind,
  side,
  onSide,
}: {
  kind: ContractKind;
  side: ContractSide;
  onSide: (side: ContractSide) => void;
}) {
  const { t } = useLingui();
  return (
    <>
      <div className="agent-chips" role="group" aria-label={t`Which contracts`}>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={side === 'received'}
          onClick={() => onSide('received')}
        >
          <Trans>Offered to me</Trans>
        </button>
        <button
          type="button"
          className="agent-chip"
          aria-pressed={side === 'given'}
          onClick={() => onSide('given')}
        >
          <Trans>Offered to my team</Trans>
        </button>
      </div>
      <p className="agent-form-lead">
        {kind === 'dividend' ? (
          <Trans>
            A dividend pays its rate of the team's net loss (bets less wins) for each whole week or month.
          </Trans>
        ) : kind === 'hourly' ? (
          <Trans>An hourly salary pays its rate of the team's bets for each whole hour.</Trans>
        ) : (
          <Trans>A daily salary pays its rate of the team's bets for each whole day.</Trans>
        )}
      </p>
    </>
  );
}
