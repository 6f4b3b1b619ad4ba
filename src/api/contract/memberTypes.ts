/**
 * Member types and what each may do (spec 01 §3, §6; spec 02 §6), named once for the client and the server.
 * The numbers are the platform's `customerType`; any type not named here (the seeded agent is 1) is an agent.
 */
export const MemberType = {
  /** An ordinary member. */
  member: 0,
  /** An agent (the type the seeded agent and the operators' new agents have). */
  agent: 1,
  /** An agent whose account may not transfer money to its upline (spec 01 §2 "upline transfer"). */
  noUplineTransfer: 2,
  /** A free-trial player: refused from protected shortcuts with `free_reject`. */
  trial: 4,
  /** A member type the platform treats as non-agent. */
  nonAgentMember: 40,
  /** Agent types that get no contract prompts and no dividend contract info (spec 02 §6). */
  noContractA: 41,
  noContractB: 42,
} as const;

const NON_AGENT: ReadonlySet<number> = new Set([
  MemberType.member,
  MemberType.trial,
  MemberType.nonAgentMember,
]);
const NO_CONTRACT: ReadonlySet<number> = new Set([
  MemberType.trial,
  MemberType.nonAgentMember,
  MemberType.noContractA,
  MemberType.noContractB,
]);

/** Agents see the agency centre and `/m/agent`: every type but 0, 4 and 40. */
export function isAgentType(type: number): boolean {
  return !NON_AGENT.has(type);
}

/** The free-trial player (type 4). */
export function isTrialType(type: number): boolean {
  return type === MemberType.trial;
}

/** Upline transfer is never offered to type 2 (the flag and `toUpline` decide the rest). */
export function mayTransferToUpline(type: number): boolean {
  return type !== MemberType.noUplineTransfer;
}

/** Contract prompts and dividend contract info: every type but 4, 40, 41 and 42. */
export function getsContractPrompts(type: number): boolean {
  return !NO_CONTRACT.has(type);
}
