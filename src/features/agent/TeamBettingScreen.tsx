import { TeamBettingScreen } from './TeamPnlScreen';

export default TeamBettingScreen;
