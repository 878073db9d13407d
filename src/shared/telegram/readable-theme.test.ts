import { describe, expect, it } from 'vitest';
import CLIENT_THEMES from '../../../scripts/telegram-themes.json';
import { contrastRatio, readableTheme, type ThemeColors } from './readable-theme';

/** The real clients' palettes the e2e harness plays (Web K, iOS, Android, an older Desktop). */
const PALETTES = Object.entries(CLIENT_THEMES as Record<string, ThemeColors>);

const BACKGROUNDS = ['bg_color', 'secondary_bg_color', 'section_bg_color'] as const;
const TEXTS = [
  'text_color',
  'hint_color',
  'subtitle_text_color',
  'section_header_text_color',
  'link_color',
  'accent_text_color',
  'destructive_text_color',
] as const;

/** `share` of `tint` over `background`, as CSS `color-mix(in srgb, …)` mixes it. */
const tinted = (background: string, tint: string, share: number) => {
  const channels = (hex: string) =>
    [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));
  const [from, to] = [channels(background), channels(tint)];
  return `#${from
    .map((channel, at) => Math.round(channel + (to[at]! - channel) * share))
    .map((channel) => channel.toString(16).padStart(2, '0'))
    .join('')}` as const;
};

describe('contrastRatio', () => {
  it('follows WCAG: 21 for black on white, 1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#3390ec', '#3390ec')).toBe(1);
    // White on the Web K light button, as axe measures it.
    expect(contrastRatio('#ffffff', '#3390ec')).toBeCloseTo(3.31, 2);
  });
});

describe.each(PALETTES)('readableTheme of the %s palette', (_, theme) => {
  const readable = readableTheme(theme);

  it.each(TEXTS)('puts %s at 4.5:1 on the page, secondary and section backgrounds', (key) => {
    for (const background of BACKGROUNDS)
      expect(contrastRatio(readable[key], readable[background])).toBeGreaterThanOrEqual(4.5);
  });

  it('puts links and accents at 4.5:1 on buttons tinted with the accent (telegram-ui, 10–15%)', () => {
    for (const background of BACKGROUNDS) {
      for (const share of [0.1, 0.14, 0.15]) {
        const fill = tinted(readable[background], readable.accent_text_color, share);
        expect(contrastRatio(readable.link_color, fill)).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(readable.accent_text_color, fill)).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('puts the button text at 4.5:1 on the button colour', () => {
    expect(contrastRatio(readable.button_text_color, readable.button_color)).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('keeps links at 4.5:1 under the page colour telegram-ui veils a hovered tinted button with', () => {
    const veiled = (color: string) => tinted(color, readable.bg_color, 0.07);
    for (const background of BACKGROUNDS) {
      const fill = tinted(readable[background], readable.accent_text_color, 0.15);
      expect(contrastRatio(veiled(readable.link_color), veiled(fill))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives fields a border at 3:1 against every background (WCAG 1.4.11)', () => {
    for (const background of BACKGROUNDS)
      expect(
        contrastRatio(readable.field_border_color, readable[background]),
      ).toBeGreaterThanOrEqual(3);
  });

  it('keeps the backgrounds and every colour that already passes', () => {
    for (const key of BACKGROUNDS) expect(readable[key]).toBe(theme[key] ?? theme.bg_color);
    const passing = TEXTS.filter(
      (key) =>
        theme[key] &&
        BACKGROUNDS.every(
          (background) => contrastRatio(theme[key]!, theme[background] ?? theme.bg_color!) >= 4.5,
        ) &&
        !['link_color', 'accent_text_color'].includes(key),
    );
    for (const key of passing) expect(readable[key]).toBe(theme[key]);
  });
});

describe('readableTheme', () => {
  it('shades the Web K light button only as far as white on it needs', () => {
    const { button_color } = readableTheme(CLIENT_THEMES.light as ThemeColors);
    const ratio = contrastRatio('#ffffff', button_color);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(4.8);
    // Still Telegram's blue: more blue than red or green, as #3390ec is.
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(button_color.slice(at, at + 2), 16));
    expect(b).toBeGreaterThan(g!);
    expect(g).toBeGreaterThan(r!);
  });

  it('darkens a pale hint on a light theme and lightens a dim one on a dark theme', () => {
    const light = readableTheme({ bg_color: '#ffffff', hint_color: '#a8a8a8' });
    expect(contrastRatio(light.hint_color, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(light.hint_color < '#a8a8a8').toBe(true);
    const dark = readableTheme({ bg_color: '#212d3b', hint_color: '#7d8b99' });
    expect(contrastRatio(dark.hint_color, '#212d3b')).toBeGreaterThanOrEqual(4.5);
    expect(dark.hint_color > '#7d8b99').toBe(true);
  });

  it('gives a dark theme without a separator colour a field border that shows (not 1.04:1)', () => {
    const { field_border_color, section_separator_color } = readableTheme(
      CLIENT_THEMES.dark as ThemeColors,
    );
    expect(contrastRatio(field_border_color, '#212121')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(field_border_color, '#0f0f0f')).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(section_separator_color, '#212121')).toBeGreaterThan(1.3);
  });

  it('completes a dark theme that leaves backgrounds out with dark ones, never a light grey', () => {
    // The failure this guards against: the client's white text on a light grey fallback.
    const readable = readableTheme({ bg_color: '#212121', text_color: '#ffffff' });
    expect(readable).toMatchObject({ secondary_bg_color: '#212121', section_bg_color: '#212121' });
    for (const key of TEXTS)
      expect(contrastRatio(readable[key], '#212121')).toBeGreaterThanOrEqual(4.5);
  });

  it('completes a client that sends no theme with a light palette that passes', () => {
    const readable = readableTheme({});
    expect(readable).toMatchObject({ bg_color: '#ffffff', text_color: '#000000' });
    for (const key of TEXTS)
      expect(contrastRatio(readable[key], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#ffffff', readable.button_color)).toBeGreaterThanOrEqual(4.5);
  });

  it('passes the header and bottom bar colours through, and leaves them out when not sent', () => {
    expect(readableTheme(CLIENT_THEMES['ios-light'] as ThemeColors)).toMatchObject({
      header_bg_color: '#f8f8f8',
      bottom_bar_bg_color: '#f2f2f2',
    });
    expect(readableTheme(CLIENT_THEMES.light as ThemeColors)).not.toHaveProperty('header_bg_color');
  });
});
