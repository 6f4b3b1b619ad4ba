import type { ContractKind } from '../../api/contract/contracts';
import { paths } from '../../lib/paths';

/** The request screen of each contract kind (spec 02 §2 "Agent contract screens"). */
export const CONTRACT_SCREEN: Record<ContractKind, string> = {
  salary: paths.salaryContract,
  hourly: paths.hourContract,
  dividend: paths.dividendContract,
};
