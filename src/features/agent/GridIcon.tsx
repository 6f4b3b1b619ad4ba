import { StrokeIcon } from '../../ui/icons';
import type { GridId } from './agentGrid';

// One small inline drawing per grid item; decorative, the link carries the label.
const PATHS: Record<GridId, string> = {
  teamOverview: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  accountRecord: 'M4 5h16v14H4zM4 9h16M8 13h3M8 16h6',
  memberTeam:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M17 11a2.5 2.5 0 1 0 0-5M21 20c0-2-1-4-3-4.5',
  redRain: 'M6 3h12v18H6zM6 8c3 2 9 2 12 0M12 12v4',
  teamPnl: 'M4 20V4M4 20h16M8 15l4-4 3 3 5-6',
  teamBetting: 'M5 4h14v16H5zM9 8h6M9 12h6M9 16h3',
  agentRebate: 'M20 12a8 8 0 1 1-3-6.2M20 4v5h-5M9 12h6M12 9v6',
  teamRebate: 'M6 3h12v18H6zM9 8h6M9 12h6M9 16h6',
  security: 'M12 3l8 3v6c0 5-4 8-8 9-4-1-8-4-8-9V6zM9 12l2 2 4-4',
  mail: 'M3 5h18v14H3zM3 7l9 6 9-6',
  service: 'M4 13a8 8 0 0 1 16 0v4a2 2 0 0 1-2 2h-2v-6h4M4 13v4a2 2 0 0 0 2 2h2v-6H4',
  openAccount: 'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3 3-5 6-5s6 2 6 5M19 8v6M16 11h6',
  dividend: 'M12 3v18M17 7H9.5a3 3 0 0 0 0 6h5a3 3 0 0 1 0 6H6',
  agentNotices: 'M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M19 6a8 8 0 0 1 0 12',
};

export function GridIcon({ id }: { id: GridId }) {
  return (
    <StrokeIcon>
      <path d={PATHS[id]} />
    </StrokeIcon>
  );
}
