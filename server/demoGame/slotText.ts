// The demo slot's words in each wire language. The page is served in the language the launch asked for; TY is the
// product's default, so an unknown or missing language gets TY.

export type SlotLanguage = 'TY' | 'EN';

/** Words the page's HTML carries. */
interface PageText {
  htmlLang: string;
  title: string;
  leave: string;
  balance: string;
  reelsIdle: string;
  loading: string;
  bet: string;
  spin: string;
  howToWin: string;
  rules: readonly string[];
  rtpBefore: string;
  rtpAfter: string;
}

/** Words the page's script sets; `{0}` stands for a value. */
export interface ScriptText {
  modes: { real: string; trial: string; fun: string };
  symbols: { CHERRY: string; LEMON: string; BELL: string; STAR: string; SEVEN: string };
  reels: string;
  betLabel: string;
  spinning: string;
  win: string;
  noWin: string;
  choose: string;
  noTicket: string;
  insufficient: string;
  ended: string;
  failed: string;
}

export interface SlotText {
  page: PageText;
  script: ScriptText;
}

const EN: SlotText = {
  page: {
    htmlLang: 'en',
    title: 'Demo slot',
    leave: 'Leave',
    balance: 'Balance',
    reelsIdle: 'Reels not spun yet',
    loading: 'Loading the game...',
    bet: 'Bet',
    spin: 'Spin',
    howToWin: 'How to win',
    rules: [
      'Three sevens: 100 times the bet',
      'Three stars: 40 times',
      'Three bells: 20 times',
      'Three cherries: 10 times',
      'Three lemons: 5 times',
      'Exactly two cherries: 2 times',
    ],
    rtpBefore: 'Return to player:',
    rtpAfter: '% over the long run. Outcomes come from a cryptographic random source on the server.',
  },
  script: {
    modes: { real: 'REAL MONEY', trial: 'TRIAL CREDIT', fun: 'FREE PLAY' },
    symbols: { CHERRY: 'cherry', LEMON: 'lemon', BELL: 'bell', STAR: 'star', SEVEN: 'seven' },
    reels: 'Reels: {0}',
    betLabel: 'Bet {0}',
    spinning: 'Spinning...',
    win: 'You win {0}!',
    noWin: 'No win this time.',
    choose: 'Choose a bet and spin.',
    noTicket: 'No game to open. Launch the game from the app.',
    insufficient: 'Not enough balance for this bet.',
    ended: 'This game session has ended. Launch the game again from the app.',
    failed: 'Something went wrong. Please try again.',
  },
};

const TY: SlotText = {
  page: {
    htmlLang: 'fil',
    title: 'Demo na slot',
    leave: 'Umalis',
    balance: 'Balanse',
    reelsIdle: 'Hindi pa umiikot ang mga reel',
    loading: 'Binubuksan ang laro...',
    bet: 'Taya',
    spin: 'Paikutin',
    howToWin: 'Paano manalo',
    rules: [
      'Tatlong siyete: 100 beses ng taya',
      'Tatlong bituin: 40 beses',
      'Tatlong kampana: 20 beses',
      'Tatlong cherry: 10 beses',
      'Tatlong lemon: 5 beses',
      'Eksaktong dalawang cherry: 2 beses',
    ],
    rtpBefore: 'Ibinabalik sa manlalaro:',
    rtpAfter:
      '% sa pangmatagalan. Ang mga resulta ay mula sa isang cryptographic na random na pinagmulan sa server.',
  },
  script: {
    modes: { real: 'TOTOONG PERA', trial: 'TRIAL NA CREDIT', fun: 'LIBRENG LARO' },
    symbols: { CHERRY: 'cherry', LEMON: 'lemon', BELL: 'kampana', STAR: 'bituin', SEVEN: 'siyete' },
    reels: 'Mga reel: {0}',
    betLabel: 'Taya {0}',
    spinning: 'Umiikot...',
    win: 'Nanalo ka ng {0}!',
    noWin: 'Walang panalo ngayon.',
    choose: 'Pumili ng taya at paikutin.',
    noTicket: 'Walang larong mabubuksan. Buksan ang laro mula sa app.',
    insufficient: 'Kulang ang balanse para sa tayang ito.',
    ended: 'Tapos na ang session ng larong ito. Buksan muli ang laro mula sa app.',
    failed: 'May nangyaring mali. Pakisubukan muli.',
  },
};

const TEXTS: Record<SlotLanguage, SlotText> = { TY, EN };

/** The page's language from the launch URL's `lang`; TY when missing or unknown. */
export function slotLanguageOf(raw: unknown): SlotLanguage {
  return raw === 'EN' ? 'EN' : 'TY';
}

/** The slot's words in one language. */
export function slotTextOf(language: SlotLanguage): SlotText {
  return TEXTS[language];
}
