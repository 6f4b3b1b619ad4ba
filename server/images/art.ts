import { Canvas, hex, type Rgba } from './canvas';

// Generated art for the seed catalogue: flat, readable, deterministic (the same text gives the same image).

const PALETTES: readonly [string, string, string][] = [
  ['#1e3c72', '#2a5298', '#ffd166'],
  ['#5f0a87', '#a4508b', '#ffe066'],
  ['#0f5132', '#20c997', '#fff3bf'],
  ['#7f1d1d', '#dc2626', '#fde68a'],
  ['#0b3954', '#087e8b', '#ff5a5f'],
  ['#3d2c8d', '#916bbf', '#c5f8ff'],
  ['#7c2d12', '#ea580c', '#fef3c7'],
  ['#134e4a', '#0d9488', '#fde047'],
];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

const palette = (text: string) => PALETTES[hash(text) % PALETTES.length]!;
const WHITE: Rgba = [255, 255, 255, 255];

/** Splits words into lines of at most `max` characters. */
export function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

function lines(c: Canvas, text: string, cy: number, scale: number, colour: Rgba, maxChars: number): void {
  const ls = wrap(text, maxChars).slice(0, 3);
  const lh = 9 * scale;
  ls.forEach((l, i) => c.centredText(l, cy - ((ls.length - 1) * lh) / 2 + i * lh, scale, colour));
}

/** Square game art with the game's name. */
export function gameArt(name: string, size = 240): Canvas {
  const [a, b, accent] = palette(name);
  const c = new Canvas(size, size);
  c.verticalGradient(hex(a), hex(b));
  const h = hash(name);
  c.fillCircle(size * (0.2 + (h % 60) / 100), size * 0.25, size * 0.22, [
    ...hex(accent).slice(0, 3),
    70,
  ] as unknown as Rgba);
  c.fillCircle(size * 0.8, size * 0.85, size * 0.3, [255, 255, 255, 30]);
  lines(c, name, size * 0.58, Math.max(2, Math.floor(size / 80)), WHITE, 11);
  return c;
}

/** A banner or promotion picture with its title. */
export function bannerArt(title: string, width: number, height: number): Canvas {
  const [a, b, accent] = palette(title);
  const c = new Canvas(width, height);
  c.verticalGradient(hex(a), hex(b));
  c.fillCircle(width * 0.85, height * 0.3, height * 0.45, [
    ...hex(accent).slice(0, 3),
    80,
  ] as unknown as Rgba);
  c.fillRect(0, height - 10, width, 10, hex(accent));
  lines(c, title, height / 2, Math.max(3, Math.floor(height / 50)), WHITE, 24);
  return c;
}

/** A vendor icon (square) or large logo (wide) with the vendor code. */
export function vendorArt(code: string, width: number, height: number): Canvas {
  const [a, b] = palette(code);
  const c = new Canvas(width, height);
  c.verticalGradient(hex(a), hex(b));
  c.centredText(code.replace(/_/g, ' '), height / 2, Math.max(2, Math.floor(height / 20)), WHITE);
  return c;
}

/** Spec 02's "-WHITE" vendor tile: white lettering on a transparent ground. */
export function vendorTile(code: string): Canvas {
  const c = new Canvas(300, 150);
  lines(c, code.replace(/_/g, ' '), 75, 4, WHITE, 11);
  return c;
}

/** A round team badge with the team's initials. */
export function teamBadge(team: string, size = 96): Canvas {
  const [a, , accent] = palette(team);
  const c = new Canvas(size, size);
  c.fillCircle(size / 2, size / 2, size / 2 - 1, hex(a));
  const initials = team
    .split(/[\s-]+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3);
  c.centredText(initials, size / 2, Math.floor(size / 24), hex(accent));
  return c;
}

/** Avatar `index` (1-based) of the head icons players choose from: a figure on one of the palettes, for a round frame. */
export function avatarArt(index: number, size = 160): Canvas {
  const [background, , figure] = PALETTES[(index - 1) % PALETTES.length]!;
  const c = new Canvas(size, size);
  c.fillRect(0, 0, size, size, hex(background));
  c.fillCircle(size / 2, size * 0.4, size * 0.17, hex(figure));
  c.fillCircle(size / 2, size * 0.98, size * 0.36, hex(figure));
  return c;
}

/** An app icon from the merchant theme; `maskable` keeps its lettering inside the 80% safe zone. */
export function appIcon(
  size: number,
  background: string,
  foreground: string,
  text: string,
  maskable: boolean,
): Canvas {
  const c = new Canvas(size, size);
  if (maskable) c.fillRect(0, 0, size, size, hex(background));
  else c.fillCircle(size / 2, size / 2, size / 2 - 1, hex(background));
  const box = size * (maskable ? 0.5 : 0.6);
  const scale = Math.max(1, Math.floor(box / Canvas.textWidth(text, 1)));
  c.centredText(text, size / 2, scale, hex(foreground), box);
  return c;
}
