import { describe, expect, it } from 'vitest';
import { AGENT_MENU_ITEMS, type AgentMenu } from '../../api/contract/config';
import { gridItems } from './agentGrid';

const all = Object.fromEntries(AGENT_MENU_ITEMS.map((k) => [k, true])) as AgentMenu;

describe('the agent home grid', () => {
  it('shows every target with the whole menu on and dividends enabled', () => {
    expect(gridItems(all, { DIVIDEND: true }).map((i) => i.id)).toEqual([
      'teamOverview',
      'accountRecord',
      'memberTeam',
      'redRain',
      'teamPnl',
      'teamBetting',
      'agentRebate',
      'teamRebate',
      'security',
      'mail',
      'service',
      'openAccount',
      'dividend',
      'agentNotices',
    ]);
    expect(gridItems(all, {}).find((i) => i.id === 'accountRecord')?.to).toBe(
      '/m/transaction/record?types=A',
    );
  });

  it('follows the white-label menu, always shows service, and shows dividends only when enabled', () => {
    const ids = gridItems({ ...all, RED_RAIN: false, WEB_EMAIL: false }, { DIVIDEND: false }).map(
      (i) => i.id,
    );
    expect(ids).not.toContain('redRain');
    expect(ids).not.toContain('mail');
    expect(ids).not.toContain('dividend');
    expect(gridItems({}, {}).map((i) => i.id)).toEqual(['service', 'openAccount', 'agentNotices']);
  });
});
