import { StrokeIcon } from '../../ui/icons';
import type { EntryId } from './memberEntries';

// One small inline drawing per entry (no icon font, no request); decorative, the button carries the label.
const PATHS: Record<EntryId, string> = {
  deposit: 'M12 4v12M7 11l5 5 5-5M4 20h16',
  withdraw: 'M12 16V4M7 9l5-5 5 5M4 20h16',
  referral: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M19 8v6M16 11h6',
  security: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
  agency: 'M4 21V8l8-5 8 5v13M9 21v-6h6v6M4 21h16',
  loadRecord: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6M12 17v-6',
  withdrawRecord: 'M6 3h9l3 3v15H6zM9 10h6M9 14h6',
  accountRecord: 'M4 5h16v14H4zM4 9h16M8 13h3M8 16h6',
  bettingRecord: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  profitLoss: 'M4 20V4M4 20h16M8 15l4-4 3 3 5-6',
  uplineTransfer: 'M7 17L17 7M9 7h8v8',
  rewardCenter: 'M3 8h18v13H3zM12 8v13M3 12h18M12 8c-2-4-6-4-6-1s6 1 6 1 6 2 6-1-4-3-6 1',
  manualRebate: 'M20 12a8 8 0 1 1-3-6.2M20 4v5h-5M9 12h6M12 9v6',
  mission: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z',
  rebateReport: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h6',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  feedback: 'M4 4h16v12H8l-4 4zM8 9h8M8 12h5',
  vipBenefits: 'M3 8l4 4 5-7 5 7 4-4-2 11H5z',
};

/** The drawing for a member-centre entry. */
export function EntryIcon({ id }: { id: EntryId }) {
  return (
    <StrokeIcon>
      <path d={PATHS[id]} />
    </StrokeIcon>
  );
}
