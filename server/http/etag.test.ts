import { describe, expect, it } from 'vitest';
import { etagOf, noneMatch } from './etag';

describe('ETags', () => {
  it('are weak, stable for the same body and different for another', () => {
    expect(etagOf('{"a":1}')).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('{"a":1}')).toBe(etagOf(Buffer.from('{"a":1}')));
    expect(etagOf('{"a":1}')).not.toBe(etagOf('{"a":2}'));
  });

  it('match If-None-Match weakly, in a list, or by star', () => {
    const tag = etagOf('x');
    expect(noneMatch(tag, tag)).toBe(true);
    expect(noneMatch(tag.slice(2), tag)).toBe(true);
    expect(noneMatch(`W/"other", ${tag}`, tag)).toBe(true);
    expect(noneMatch('*', tag)).toBe(true);
    expect(noneMatch('W/"other"', tag)).toBe(false);
    expect(noneMatch(undefined, tag)).toBe(false);
  });
});
