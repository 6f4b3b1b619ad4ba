import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAddress, useSearch } from '../../hooks/address';
import { call } from '../../api/client';
import {
  decideContract,
  getDividendContracts,
  getHourContracts,
  getSalaryContracts,
  type Contract,
  type ContractKind,
} from '../../api/contract/contracts';
import { errorCodeOf, errorMessage } from '../../i18n/errorMessages';
import { paths } from '../../lib/paths';
import { ContractCard } from './ContractCard';
import { ContractHead, type ContractSide } from './ContractHead';
import { ContractProposeForm } from './ContractProposeForm';
import './agent.css';
import './catalog';

const KIND_OF_PATH: Record<string, ContractKind> = {
  [paths.salaryContract]: 'salary',
  [paths.hourContract]: 'hourly',
  [paths.dividendContract]: 'dividend',
};

/** Loads one side of one kind, each call with its spec flag (spec 02 §2). */
function load(kind: ContractKind, side: ContractSide, signal: AbortSignal) {
  if (kind === 'salary') return call(getSalaryContracts, { query: { dailysalreqtype: side }, signal });
  if (kind === 'hourly') return call(getHourContracts, { query: { contracthoursalreq: side }, signal });
  return call(getDividendContracts, { query: { divtypecompperiodreq: side }, signal });
}

/**
 * The contract request screens (`/m/member/agent/getSalaryContract`, `getHourContract`, `getDevidendContract`;
 * docs/agents.md "Contracts"): the contracts this agent received, with accept and refuse on a proposal, and those it
 * gave, with a form to propose one to an agent directly below (`?propose=<name>` fills it from the team screen).
 */
export default function ContractScreen() {
  const { t, i18n } = useLingui();
  const location = useAddress().path;
  const search = new URLSearchParams(useSearch());
  const kind = KIND_OF_PATH[location] ?? 'salary';
  const proposeTo = search.get('propose') ?? '';
  const [side, setSide] = useState<ContractSide>(proposeTo ? 'given' : 'received');
  const [list, setList] = useState<Contract[]>();
  const [maxRate, setMaxRate] = useState(0);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState<number>();
  const [note, setNote] = useState<string>();

  useEffect(() => {
    const controller = new AbortController();
    setList(undefined);
    setFailed(false);
    load(kind, side, controller.signal).then(
      (answer) => {
        setList(answer.list);
        setMaxRate(answer.maxRate);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => controller.abort();
  }, [kind, side, attempt]);

  const decide = async (c: Contract, accept: boolean) => {
    setBusy(c.id);
    setNote(undefined);
    try {
      const next = await call(decideContract, { body: { id: c.id, accept } });
      setList((l) => l?.map((x) => (x.id === c.id ? next : x)));
      setNote(accept ? t`Contract accepted.` : t`Contract refused.`);
    } catch (err) {
      setNote(i18n._(errorMessage(errorCodeOf(err))));
    } finally {
      setBusy(undefined);
    }
  };

  const titles: Record<ContractKind, string> = {
    salary: t`Daily salary contract`,
    hourly: t`Hourly salary contract`,
    dividend: t`Dividend contract`,
  };

  return (
    <section className="agent-report" aria-labelledby="contract-title">
      <h1 id="contract-title" className="visually-hidden">
        {titles[kind]}
      </h1>
      <ContractHead kind={kind} side={side} onSide={setSide} />
      {note && (
        <p className="agent-note" role="status">
          {note}
        </p>
      )}
      {side === 'given' && maxRate > 0 && (
        <ContractProposeForm
          kind={kind}
          maxRate={maxRate}
          initialName={proposeTo}
          onProposed={(c) => setList((l) => [c, ...(l ?? [])])}
        />
      )}
      {failed ? (
        <div className="agent-state" role="alert">
          <p>
            <Trans>The contracts could not be loaded.</Trans>
          </p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : !list ? (
        <p className="agent-state" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : list.length === 0 ? (
        <p className="agent-state" role="status" data-empty>
          {side === 'received' ? (
            <Trans>No contract has been offered to you.</Trans>
          ) : (
            <Trans>You have not offered this contract to anyone.</Trans>
          )}
        </p>
      ) : (
        <ul className="agent-rows">
          {list.map((c) => (
            <li key={c.id} data-contract={c.id} data-status={c.status}>
              <ContractCard
                contract={c}
                side={side}
                busy={busy === c.id}
                onDecide={(accept) => void decide(c, accept)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
