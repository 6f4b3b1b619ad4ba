import type { UserAgreement } from '../../src/api/contract/account';

const UPDATED = '2026-01-01T00:00:00.000Z';
const esc = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The user agreement of `/m/useragreement`, per language, with the merchant's name and minimum age. */
export function userAgreement(language: 'TY' | 'EN', appName: string, minimumAge: number): UserAgreement {
  const name = esc(appName);
  if (language === 'EN')
    return {
      language,
      title: 'User agreement',
      updatedAt: UPDATED,
      content: [
        `<h2>${name} user agreement</h2>`,
        `<p>By opening an account you confirm that you are at least ${minimumAge} years old and that online gaming is legal where you are.</p>`,
        '<p>One account per person. Keep your password secret; you are responsible for play on your account.</p>',
        '<p>Deposits, withdrawals and bonuses follow the rules shown in the app. We may ask for proof of identity before a withdrawal.</p>',
        '<p>Play responsibly. You may ask customer service to limit or close your account at any time.</p>',
      ].join(''),
    };
  return {
    language,
    title: 'Kasunduan ng user',
    updatedAt: UPDATED,
    content: [
      `<h2>Kasunduan ng user ng ${name}</h2>`,
      `<p>Sa pagbubukas ng account, pinatutunayan mo na ikaw ay hindi bababa sa ${minimumAge} taong gulang at legal ang online gaming kung nasaan ka.</p>`,
      '<p>Isang account bawat tao. Panatilihing lihim ang iyong password; ikaw ang may pananagutan sa laro sa iyong account.</p>',
      '<p>Ang mga deposito, withdrawal at bonus ay sumusunod sa mga patakarang nasa app. Maaari kaming humingi ng patunay ng pagkakakilanlan bago ang withdrawal.</p>',
      '<p>Maglaro nang responsable. Maaari mong hilingin sa customer service na limitahan o isara ang iyong account anumang oras.</p>',
    ].join(''),
  };
}
