import { fireEvent, render } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { messages } from '../../i18n/locales/en';
import { MobileNumberField, SmsCodeField } from './PhoneFields';
import { MOBILE_MAX, SMS_CODE_MAX } from './validation';

function Fields() {
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const common = { onBlur: () => {}, problem: undefined };
  return (
    <I18nProvider i18n={i18n}>
      <MobileNumberField
        {...common}
        id="f-mobile"
        value={mobile}
        onValue={setMobile}
        dialingCode="63"
        onDial={() => {}}
      />
      <SmsCodeField
        {...common}
        id="f-code"
        value={code}
        onValue={setCode}
        sms={{
          send: async () => ({ expiredMinutes: 5 }),
          checkMobile: () => true,
          request: () => ({ mobileNum: mobile, dialingCode: '63' }),
        }}
      />
    </I18nProvider>
  );
}

describe('the phone fields', () => {
  beforeEach(() => {
    i18n.load('en', messages);
    i18n.activate('en');
  });

  // Issue 40: under Preact a keystroke the field refused left the typed text on screen (its state did not change,
  // so nothing rendered); the field must show exactly what it will send.
  it('show only what they keep: digits, at most 20 for the number and 10 for the code', () => {
    const { container } = render(<Fields />);
    const mobile = container.querySelector<HTMLInputElement>('#f-mobile')!;
    const code = container.querySelector<HTMLInputElement>('#f-code')!;
    fireEvent.change(mobile, { target: { value: '1'.repeat(25) } });
    expect(mobile.value).toBe('1'.repeat(MOBILE_MAX));
    fireEvent.change(code, { target: { value: '12ab' } });
    expect(code.value).toBe('12');
    fireEvent.change(code, { target: { value: '12ab3456789012' } });
    expect(code.value).toBe('1234567890'.slice(0, SMS_CODE_MAX));
    // A refused keystroke on an unchanged value: the letter does not stay on screen.
    fireEvent.change(code, { target: { value: '1234567890x' } });
    expect(code.value).toBe('1234567890');
  });
});
