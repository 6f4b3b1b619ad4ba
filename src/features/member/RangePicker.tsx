import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { customProblem, dayInput, RANGE_PRESETS, type CustomDays, type RangePreset } from './dateRange';

const PRESET_TEXT = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7: msg`Last 7 days`,
  last30: msg`Last 30 days`,
  custom: msg`Custom`,
} as const;

const PROBLEM_TEXT = {
  invalid: msg`Choose a start and an end date.`,
  reversed: msg`The end date is before the start date.`,
  future: msg`The start date is in the future.`,
  tooLong: msg`Choose at most 90 days.`,
} as const;

/** The records' range choice: four presets, or a custom range applied only when it is valid. */
export function RangePicker(props: {
  preset: RangePreset;
  custom: CustomDays | undefined;
  onPreset: (preset: RangePreset) => void;
  onCustom: (days: CustomDays) => void;
}) {
  const { i18n, t } = useLingui();
  const today = dayInput(new Date());
  const [draft, setDraft] = useState<CustomDays>(props.custom ?? { start: today, end: today });
  const [problem, setProblem] = useState<keyof typeof PROBLEM_TEXT>();
  const apply = (e: React.FormEvent) => {
    e.preventDefault();
    const found = customProblem(draft);
    setProblem(found);
    if (!found) props.onCustom(draft);
  };
  return (
    <div className="records-range">
      <div className="records-presets" role="group" aria-label={t`Date range`}>
        {RANGE_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className="records-preset"
            aria-pressed={props.preset === preset}
            onClick={() => props.onPreset(preset)}
          >
            {i18n._(PRESET_TEXT[preset])}
          </button>
        ))}
      </div>
      {props.preset === 'custom' && (
        <form className="records-custom" onSubmit={apply} noValidate>
          <label>
            <span>
              <Trans>From</Trans>
            </span>
            <input
              type="date"
              value={draft.start}
              max={today}
              onChange={(e) => setDraft((d) => ({ ...d, start: e.target.value }))}
            />
          </label>
          <label>
            <span>
              <Trans>To</Trans>
            </span>
            <input
              type="date"
              value={draft.end}
              max={today}
              onChange={(e) => setDraft((d) => ({ ...d, end: e.target.value }))}
            />
          </label>
          <button type="submit" className="btn btn-primary">
            <Trans>Search</Trans>
          </button>
          {problem && (
            <p className="records-problem" role="alert">
              {i18n._(PROBLEM_TEXT[problem])}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
