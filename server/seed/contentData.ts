// Seed texts for announcements, promotions, hot matches and help. HTML is kept simple: the client sanitises it.

export interface SeedAnnouncement {
  type: 'B' | 'PL' | 'PU' | 'H' | 'A';
  groupName: 'm_home' | 'm_reg';
  title: string;
  content: string;
  execution?: 'A' | 'B' | 'F';
  promotionType?: string;
  noExpiry?: boolean;
  /** The Tagalog wording (TY, the default language); English is `title` and `content`. */
  ty: { title: string; content: string };
}

export const SEED_ANNOUNCEMENTS: readonly SeedAnnouncement[] = [
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Welcome Bonus',
    content: '<p>Get 100% on your first deposit.</p>',
    ty: { title: 'Bonus sa Pagsalubong', content: '<p>Makakuha ng 100% sa una mong deposito.</p>' },
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Daily Cashback',
    content: '<p>Up to 1.5% back on every bet, every day.</p>',
    ty: { title: 'Araw-araw na Cashback', content: '<p>Hanggang 1.5% pabalik sa bawat taya, araw-araw.</p>' },
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Live Casino Week',
    content: '<p>Extra rewards on every live table.</p>',
    ty: { title: 'Linggo ng Live na Casino', content: '<p>Dagdag na gantimpala sa bawat live na mesa.</p>' },
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Sabong Derby',
    content: '<p>Watch and bet on the big derby.</p>',
    ty: { title: 'Sabong Derby', content: '<p>Manood at tumaya sa malaking derby.</p>' },
  },
  {
    type: 'B',
    groupName: 'm_home',
    title: 'Invite Friends',
    content: '<p>Earn when your friends play.</p>',
    ty: { title: 'Mag-imbita ng Kaibigan', content: '<p>Kumita kapag naglaro ang iyong mga kaibigan.</p>' },
  },
  {
    type: 'PL',
    groupName: 'm_home',
    title: 'Scheduled maintenance',
    content: '<p>Live casino tables pause every <b>Tuesday 04:00-05:00</b> for upkeep.</p>',
    ty: {
      title: 'Nakatakdang maintenance',
      content:
        '<p>Humihinto ang mga mesa ng live na casino tuwing <b>Martes 04:00-05:00</b> para sa maintenance.</p>',
    },
    noExpiry: true,
  },
  {
    type: 'PL',
    groupName: 'm_home',
    title: 'New games every week',
    content: '<p>Fresh slots from Aurora Gaming and Kirin Play land every Friday.</p>',
    ty: {
      title: 'Bagong laro bawat linggo',
      content: '<p>Bagong slots mula sa Aurora Gaming at Kirin Play tuwing Biyernes.</p>',
    },
  },
  {
    type: 'PL',
    groupName: 'm_home',
    title: 'Faster withdrawals',
    content: '<p>Withdrawals to e-wallets now arrive in minutes.</p>',
    ty: {
      title: 'Mas mabilis na pag-withdraw',
      content: '<p>Dumarating na sa loob ng ilang minuto ang pag-withdraw sa e-wallet.</p>',
    },
  },
  {
    type: 'PL',
    groupName: 'm_home',
    title: 'Play responsibly',
    content: '<p>Set deposit limits any time in the member centre. Players must be of legal age.</p>',
    ty: {
      title: 'Maglaro nang responsable',
      content:
        '<p>Magtakda ng limitasyon sa deposito anumang oras sa member centre. Dapat nasa legal na edad ang mga manlalaro.</p>',
    },
    noExpiry: true,
  },
  {
    type: 'PL',
    groupName: 'm_home',
    title: 'Security reminder',
    content: '<p>Our staff will never ask for your password or verification code.</p>',
    ty: {
      title: 'Paalala sa seguridad',
      content: '<p>Hindi kailanman hihingin ng aming staff ang iyong password o verification code.</p>',
    },
    noExpiry: true,
  },
  {
    type: 'PL',
    groupName: 'm_reg',
    title: 'Register in one minute',
    content: '<p>Pick a user name and a password to start.</p>',
    ty: {
      title: 'Magparehistro sa loob ng isang minuto',
      content: '<p>Pumili ng user name at password para makapagsimula.</p>',
    },
  },
  {
    type: 'PU',
    groupName: 'm_home',
    // Shown to every member (execution A), the newly registered included: no "welcome back" (issue 67).
    title: 'Your weekly bonus is ready',
    content: '<p>Your weekly reload bonus is ready in the <b>reward center</b>.</p>',
    ty: {
      title: 'Handa na ang lingguhang bonus mo',
      content: '<p>Handa na ang lingguhang bonus mo sa pagdeposito sa <b>sentro ng gantimpala</b>.</p>',
    },
    execution: 'A',
    promotionType: 'RELOAD',
  },
  {
    type: 'PU',
    groupName: 'm_home',
    title: 'First deposit bonus',
    content: '<p>Register today and double your first deposit.</p>',
    ty: {
      title: 'Bonus sa unang deposito',
      content: '<p>Magparehistro ngayon at doblehin ang una mong deposito.</p>',
    },
    execution: 'B',
    promotionType: 'WELCOME',
  },
  {
    type: 'PU',
    groupName: 'm_home',
    title: 'Thanks for joining',
    content: '<p>Here is a free spin pack for your first login.</p>',
    ty: {
      title: 'Salamat sa pagsali',
      content: '<p>Narito ang libreng spin pack para sa una mong pag-login.</p>',
    },
    execution: 'F',
    promotionType: 'FIRST_LOGIN',
  },
  {
    type: 'PU',
    groupName: 'm_home',
    title: 'Weekend tournament',
    content: '<p>Top 50 slot players share the prize pool.</p>',
    ty: {
      title: 'Torneo ngayong weekend',
      content: '<p>Maghahati sa premyo ang nangungunang 50 manlalaro ng slots.</p>',
    },
    execution: 'A',
    promotionType: 'TOURNAMENT',
  },
  {
    type: 'PU',
    groupName: 'm_reg',
    title: 'Why register?',
    content: '<ul><li>Bonuses</li><li>Fast withdrawals</li><li>600+ games</li></ul>',
    ty: {
      title: 'Bakit magparehistro?',
      content: '<ul><li>Mga bonus</li><li>Mabilis na pag-withdraw</li><li>600+ na laro</li></ul>',
    },
    execution: 'B',
    promotionType: 'WELCOME',
  },
  {
    type: 'H',
    groupName: 'm_home',
    title: 'Jackpot hit on Golden Dragon',
    content: '<p>A player just won ₱1,250,000.00!</p>',
    ty: {
      title: 'Tumama ang jackpot sa Golden Dragon',
      content: '<p>Nanalo ng ₱1,250,000.00 ang isang manlalaro!</p>',
    },
  },
  {
    type: 'H',
    groupName: 'm_home',
    title: 'Derby night',
    content: '<p>Sabong derby starts at 19:00.</p>',
    ty: { title: 'Gabi ng derby', content: '<p>Magsisimula ang sabong derby nang 19:00.</p>' },
  },
  {
    type: 'H',
    groupName: 'm_home',
    title: 'Basketball finals',
    content: '<p>Best odds on the finals all week.</p>',
    ty: { title: 'Finals ng basketball', content: '<p>Pinakamagandang odds sa finals buong linggo.</p>' },
  },
  {
    type: 'A',
    groupName: 'm_home',
    title: 'Agent commission paid',
    content: "<p>Last month's commission has been paid to all agents.</p>",
    ty: {
      title: 'Naibayad na ang komisyon ng ahente',
      content: '<p>Naibayad na sa lahat ng ahente ang komisyon noong nakaraang buwan.</p>',
    },
  },
  {
    type: 'A',
    groupName: 'm_home',
    title: 'New agent dashboard',
    content: '<p>Team counters now refresh every five minutes.</p>',
    ty: {
      title: 'Bagong dashboard ng ahente',
      content: '<p>Nagre-refresh na ang mga bilang ng team tuwing limang minuto.</p>',
    },
  },
  {
    type: 'A',
    groupName: 'm_home',
    title: 'Dividend contracts',
    content: '<p>Dividend contract requests for next month are open.</p>',
    ty: {
      title: 'Mga kontrata ng dibidendo',
      content: '<p>Bukas na ang mga kahilingan sa kontrata ng dibidendo para sa susunod na buwan.</p>',
    },
  },
];

export const SEED_PROMOTION_CATEGORIES: readonly { id: number; title: string; ty: string }[] = [
  { id: 1, title: 'Slots', ty: 'Mga slot' },
  { id: 2, title: 'Live Casino', ty: 'Live na casino' },
  { id: 3, title: 'Sports', ty: 'Palakasan' },
  { id: 4, title: 'New Members', ty: 'Bagong Miyembro' },
  { id: 5, title: 'VIP', ty: 'Para sa VIP' },
];

export interface SeedPromotion {
  title: string;
  categoryIds: number[];
  content: string;
  noExpiry?: boolean;
  /** The Tagalog wording (TY); English is `title` and `content`. */
  ty: { title: string; content: string };
}

const terms =
  '<h4>Terms</h4><ol><li>One bonus per member, household and device.</li><li>Turnover must be met before withdrawal.</li><li>The platform may end the promotion at any time.</li></ol>';
const tyTerms =
  '<h4>Mga tuntunin</h4><ol><li>Isang bonus bawat miyembro, sambahayan at device.</li><li>Kailangang maabot ang turnover bago mag-withdraw.</li><li>Maaaring tapusin ng platform ang promosyon anumang oras.</li></ol>';

export const SEED_PROMOTIONS: readonly SeedPromotion[] = [
  {
    title: '100% Welcome Bonus',
    categoryIds: [4, 1],
    content: `<p>Double your first deposit up to <b>₱5,000.00</b>.</p><table><tr><th>Deposit</th><th>Bonus</th></tr><tr><td>₱500.00</td><td>₱500.00</td></tr><tr><td>₱5,000.00</td><td>₱5,000.00</td></tr></table>${terms}`,
    ty: {
      title: '100% Bonus sa Pagsalubong',
      content: `<p>Doblehin ang una mong deposito hanggang <b>₱5,000.00</b>.</p><table><tr><th>Deposito</th><th>Bonus</th></tr><tr><td>₱500.00</td><td>₱500.00</td></tr><tr><td>₱5,000.00</td><td>₱5,000.00</td></tr></table>${tyTerms}`,
    },
  },
  {
    title: 'Daily Slot Cashback',
    categoryIds: [1],
    content: `<p>Get up to 1.5% of your daily slot bets back, every day.</p>${terms}`,
    noExpiry: true,
    ty: {
      title: 'Araw-araw na Cashback sa Slots',
      content: `<p>Makabalik ng hanggang 1.5% ng iyong taya sa slots araw-araw.</p>${tyTerms}`,
    },
  },
  {
    title: 'Live Casino Rebate',
    categoryIds: [2],
    content: `<p>0.8% rebate on all live casino bets, paid every Monday.</p>${terms}`,
    noExpiry: true,
    ty: {
      title: 'Rebate sa Live na Casino',
      content: `<p>0.8% na rebate sa lahat ng taya sa live na casino, ibinibigay tuwing Lunes.</p>${tyTerms}`,
    },
  },
  {
    title: 'Parlay Insurance',
    categoryIds: [3],
    content: `<p>Lose a 5-leg parlay by one leg and get your stake back as a bonus.</p>${terms}`,
    ty: {
      title: 'Insurance sa Parlay',
      content: `<p>Kapag natalo ang 5-leg parlay mo nang isang leg lang, ibabalik ang taya mo bilang bonus.</p>${tyTerms}`,
    },
  },
  {
    title: 'Weekend Reload 30%',
    categoryIds: [1, 2, 3],
    content: `<p>Deposit on Saturday or Sunday and get 30% extra.</p>${terms}`,
    ty: {
      title: '30% Reload sa Weekend',
      content: `<p>Magdeposito sa Sabado o Linggo at makakuha ng 30% na dagdag.</p>${tyTerms}`,
    },
  },
  {
    title: 'VIP Birthday Gift',
    categoryIds: [5],
    content: `<p>VIP members receive a birthday bonus based on their level.</p><ul><li>Silver: ₱288.00</li><li>Gold: ₱888.00</li><li>Diamond: ₱2,888.00</li></ul>${terms}`,
    noExpiry: true,
    ty: {
      title: 'Regalo sa Kaarawan ng VIP',
      content: `<p>Makatatanggap ang mga VIP na miyembro ng bonus sa kaarawan ayon sa kanilang level.</p><ul><li>Pilak: ₱288.00</li><li>Ginto: ₱888.00</li><li>Diyamante: ₱2,888.00</li></ul>${tyTerms}`,
    },
  },
  {
    title: 'Refer a Friend',
    categoryIds: [4],
    content: `<p>Earn ₱100.00 for every friend who registers and deposits.</p>${terms}`,
    noExpiry: true,
    ty: {
      title: 'Mag-refer ng Kaibigan',
      content: `<p>Kumita ng ₱100.00 sa bawat kaibigang magparehistro at magdeposito.</p>${tyTerms}`,
    },
  },
  {
    title: 'Fishing Frenzy',
    categoryIds: [1],
    content: `<p>Catch the golden fish for a share of ₱100,000.00.</p>${terms}`,
    ty: {
      title: 'Sabik sa Pangingisda',
      content: `<p>Hulihin ang gintong isda para sa bahagi ng ₱100,000.00.</p>${tyTerms}`,
    },
  },
  {
    title: 'Sabong Derby Bonus',
    categoryIds: [3],
    content: `<p>Bet on 10 derby fights and win a free bet.</p>${terms}`,
    ty: {
      title: 'Bonus sa Sabong Derby',
      content: `<p>Tumaya sa 10 laban ng derby at manalo ng libreng taya.</p>${tyTerms}`,
    },
  },
  {
    title: 'VIP Monthly Upgrade',
    categoryIds: [5, 2],
    content: `<p>Level up this month and get an upgrade bonus.</p>${terms}`,
    ty: {
      title: 'Buwanang Upgrade ng VIP',
      content: `<p>Mag-level up ngayong buwan at makakuha ng upgrade bonus.</p>${tyTerms}`,
    },
  },
];

export const SEED_LEAGUES = [
  'Philippine Basketball Cup',
  'Asia Football League',
  'Island Volleyball Series',
  'Pacific Club Championship',
] as const;
export const SEED_TEAMS = [
  'Manila Mariners',
  'Cebu Sharks',
  'Davao Eagles',
  'Iloilo Storm',
  'Baguio Pines',
  'Bacolod Blaze',
  'Pampanga Kings',
  'Zamboanga Tide',
  'Laguna Lakers',
  'Batangas Bulls',
  'Quezon Comets',
  'Palawan Reef',
] as const;

export const SEED_HELP: readonly {
  title: string;
  content: string;
  ty: { title: string; content: string };
}[] = [
  {
    title: 'How to register',
    content:
      '<p>Tap <b>Register</b>, choose a user name and a password, and confirm you are of legal age.</p>',
    ty: {
      title: 'Paano magparehistro',
      content:
        '<p>I-tap ang <b>Magparehistro</b>, pumili ng user name at password, at kumpirmahing nasa legal na edad ka.</p>',
    },
  },
  {
    title: 'How to deposit',
    content:
      '<ol><li>Open the deposit page.</li><li>Choose a payment method.</li><li>Enter the amount and confirm.</li></ol>',
    ty: {
      title: 'Paano magdeposito',
      content:
        '<ol><li>Buksan ang pahina ng deposito.</li><li>Pumili ng paraan ng pagbabayad.</li><li>Ilagay ang halaga at kumpirmahin.</li></ol>',
    },
  },
  {
    title: 'How to withdraw',
    content: '<p>Add a bank card or e-wallet, set a payment password, then request a withdrawal.</p>',
    ty: {
      title: 'Paano mag-withdraw',
      content:
        '<p>Magdagdag ng bank card o e-wallet, magtakda ng password sa pagbabayad, saka humiling ng withdrawal.</p>',
    },
  },
  {
    title: 'Forgot password',
    content: '<p>Use <b>Forgot password</b> on the login page to reset it by phone or e-mail.</p>',
    ty: {
      title: 'Nakalimutan ang password',
      content:
        '<p>Gamitin ang <b>Nakalimutan ang password</b> sa pahina ng pag-login para i-reset ito gamit ang telepono o e-mail.</p>',
    },
  },
  {
    title: 'Account security',
    content: '<p>Never share your password or verification codes. Turn on phone verification.</p>',
    ty: {
      title: 'Seguridad ng account',
      content:
        '<p>Huwag kailanman ibahagi ang iyong password o mga verification code. I-on ang beripikasyon sa telepono.</p>',
    },
  },
  {
    title: 'Promotions and bonuses',
    content: '<p>Each promotion lists its turnover rules. Claim bonuses in the reward center.</p>',
    ty: {
      title: 'Mga promosyon at bonus',
      content:
        '<p>Nakalista sa bawat promosyon ang mga tuntunin sa turnover. Kunin ang mga bonus sa sentro ng gantimpala.</p>',
    },
  },
  {
    title: 'Game rules',
    content: '<p>Every game has a rules page inside the game. Results come from the vendor.</p>',
    ty: {
      title: 'Mga tuntunin ng laro',
      content: '<p>May pahina ng tuntunin ang bawat laro sa loob nito. Galing sa vendor ang mga resulta.</p>',
    },
  },
  {
    title: 'Responsible gaming',
    content:
      '<p>Play for fun. Set limits, take breaks, and ask support to close your account if you need to.</p>',
    ty: {
      title: 'Responsableng paglalaro',
      content:
        '<p>Maglaro para sa kasiyahan. Magtakda ng limitasyon, magpahinga, at hilingin sa suporta na isara ang account mo kung kailangan.</p>',
    },
  },
  {
    title: 'Contact us',
    content: '<p>Customer service is online 24 hours a day through live chat.</p>',
    ty: {
      title: 'Makipag-ugnayan sa amin',
      content: '<p>Online ang customer service 24 oras bawat araw sa live chat.</p>',
    },
  },
];
