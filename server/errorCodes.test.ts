import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../src/api/contract/errors';

/** Every server source file (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the error catalogue', () => {
  it('lists every error code the server sends, so the client can map each to a message', () => {
    const known = new Set<string>(Object.values(ErrorCode));
    const used = new Set<string>();
    for (const file of sources(join(import.meta.dirname, '.'))) {
      const text = readFileSync(file, 'utf8');
      // Codes written as literals rather than through ErrorCode.
      for (const m of text.matchAll(/new ApiError\(\s*\d+\s*,\s*'([^']+)'/g)) used.add(m[1]!);
      for (const m of text.matchAll(/ErrorCode\.(\w+)/g)) {
        const key = m[1] as keyof typeof ErrorCode;
        expect(ErrorCode[key], `ErrorCode.${key} in ${file}`).toBeDefined();
      }
    }
    expect([...used].filter((c) => !known.has(c))).toEqual([]);
  });
});
