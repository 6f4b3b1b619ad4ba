import { describe, expect, it } from 'vitest';
import { classificationLabel } from './classificationLabel';

describe('classificationLabel', () => {
  it('gives every seeded classification a catalogue label, not its code', () => {
    for (const code of ['ARCADE', 'MEGAWAYS', 'SLOTS', 'TABLE', 'BINGO', 'CRASH', 'FISHING', 'LOTTO']) {
      const label = classificationLabel(code);
      expect(label.message).toBeDefined();
      expect(label.message).not.toBe(code);
    }
    expect(classificationLabel('TABLE').message).toBe('Table games');
  });

  it('reads an unknown code as words rather than a raw code', () => {
    expect(classificationLabel('VIDEO_POKER').message).toBe('Video poker');
    expect(classificationLabel('KENO').message).toBe('Keno');
  });
});
