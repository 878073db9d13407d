/**
 * The client's theme made readable: Telegram's palettes are drawn for its own screens, and several
 * fall short of WCAG AA on ours (white on the light theme's button colour, the hint colour on the
 * secondary background, a link on its tinted button). Each colour keeps its hue and is only
 * shaded or tinted as far as it must be.
 */

type Hex = `#${string}`;
type Rgb = readonly [number, number, number];

/** Text against its background (WCAG 1.4.3, AA). */
const TEXT_CONTRAST = 4.5;
/** A control's boundary, such as a field's border, against what surrounds it (WCAG 1.4.11). */
const BOUNDARY_CONTRAST = 3;
/**
 * The strongest tint of the accent colour a background gets: telegram-ui's secondary buttons
 * (15% in its dark appearance, 10% in the light one) and the app's active order status (14%).
 */
const ACCENT_TINT = 0.15;
/**
 * telegram-ui veils a hovered tinted button, its text included, with 7% of the page colour: its
 * text keeps 4.5:1 under the veil too. (A filled button's veil, 15%, would take the button colour
 * far from the client's for a moment under a desktop pointer: not followed.)
 */
const TINTED_HOVER_VEIL = 0.07;
/** How finely a colour is shaded: 1% of the way to black or white per step. */
const STEPS = 100;

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

const toRgb = (hex: Hex): Rgb => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: Rgb): Hex =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** `share` of `to` over `from`, as CSS `color-mix(in srgb, …)` mixes. */
const mix = ([r, g, b]: Rgb, [r2, g2, b2]: Rgb, share: number): Rgb => [
  Math.round(r + (r2 - r) * share),
  Math.round(g + (g2 - g) * share),
  Math.round(b + (b2 - b) * share),
];

const linear = (channel: number) => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** Relative luminance, WCAG 2 definition. */
const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

const ratio = (a: Rgb, b: Rgb) => {
  const [first, second] = [luminance(a), luminance(b)];
  return (Math.max(first, second) + 0.05) / (Math.min(first, second) + 0.05);
};

/** The WCAG contrast ratio of two colours, from 1 to 21. */
export const contrastRatio = (a: Hex, b: Hex) => ratio(toRgb(a), toRgb(b));

const worstAgainst = (color: Rgb, backgrounds: readonly Rgb[]) =>
  Math.min(...backgrounds.map((background) => ratio(color, background)));

/** Black or white, whichever contrasts best with every one of `backgrounds`. */
const extremeFor = (backgrounds: readonly Rgb[]) =>
  worstAgainst(BLACK, backgrounds) >= worstAgainst(WHITE, backgrounds) ? BLACK : WHITE;

/**
 * `color`, or the nearest shade (towards black) or tint (towards white) of it that `passes`,
 * towards whichever of the two contrasts best with `backgrounds`.
 */
const adjust = (color: Rgb, backgrounds: readonly Rgb[], passes: (candidate: Rgb) => boolean) => {
  const extreme = extremeFor(backgrounds);
  for (let step = 0; step <= STEPS; step += 1) {
    const candidate = mix(color, extreme, step / STEPS);
    if (passes(candidate)) return candidate;
  }
  return extreme;
};

/** `color`, shaded or tinted until it reaches `minimum` against every one of `backgrounds`. */
const readableOn = (color: Rgb, backgrounds: readonly Rgb[], minimum = TEXT_CONTRAST) =>
  adjust(color, backgrounds, (candidate) => worstAgainst(candidate, backgrounds) >= minimum);

/** Text on a tinted button, also under the page colour's hover veil. */
const readableUnderVeil = (text: Rgb, fill: Rgb, page: Rgb) =>
  ratio(text, fill) >= TEXT_CONTRAST &&
  ratio(mix(text, page, TINTED_HOVER_VEIL), mix(fill, page, TINTED_HOVER_VEIL)) >= TEXT_CONTRAST;

/**
 * Text on the backgrounds (the page first) and on tinted buttons over them: tinted with `accent`,
 * or with the text colour itself.
 */
const readableOnTinted = (color: Rgb, backgrounds: readonly [Rgb, ...Rgb[]], accent?: Rgb) =>
  adjust(color, backgrounds, (candidate) =>
    backgrounds.every(
      (background) =>
        ratio(candidate, background) >= TEXT_CONTRAST &&
        readableUnderVeil(
          candidate,
          mix(background, accent ?? candidate, ACCENT_TINT),
          backgrounds[0],
        ),
    ),
  );

/** Telegram's own defaults for the colours an older or partial theme leaves out. */
const DEFAULT_BUTTON = toRgb('#2481cc');
const DEFAULT_DESTRUCTIVE = toRgb('#e53935');

export type ThemeColors = Readonly<Partial<Record<string, Hex>>>;

type ReadableKey =
  | 'bg_color'
  | 'secondary_bg_color'
  | 'section_bg_color'
  | 'text_color'
  | 'hint_color'
  | 'subtitle_text_color'
  | 'section_header_text_color'
  | 'link_color'
  | 'accent_text_color'
  | 'button_color'
  | 'button_text_color'
  | 'destructive_text_color'
  | 'section_separator_color'
  | 'field_border_color';

/** Colours the client draws itself: passed through when sent. */
type ClientKey = 'header_bg_color' | 'bottom_bar_bg_color';

export type ReadablePalette = Readonly<Record<ReadableKey, Hex> & Partial<Record<ClientKey, Hex>>>;

/**
 * The palette the screens use, keyed as Telegram keys its theme (`bg_color`…): every key the
 * screens read, whatever the client left out, with each text colour at 4.5:1 against the page,
 * secondary and section backgrounds (links and accents also on their tinted buttons), the button
 * colour at 4.5:1 under its text, and `field_border_color`, ours, for the borders of fields at
 * 3:1. The header and bottom bar colours pass through: the client draws those.
 */
export const readableTheme = (theme: ThemeColors): ReadablePalette => {
  const given = (key: string) => {
    const color = theme[key];
    return color ? toRgb(color) : undefined;
  };
  const bg = given('bg_color') ?? WHITE;
  const secondaryBg = given('secondary_bg_color') ?? bg;
  const sectionBg = given('section_bg_color') ?? bg;
  const backgrounds = [bg, secondaryBg, sectionBg] as const;
  const text = readableOn(given('text_color') ?? extremeFor(backgrounds), backgrounds);
  // A missing hint is drawn between the text and the page, then made readable like any other.
  const hint = readableOn(given('hint_color') ?? mix(text, bg, 0.45), backgrounds);
  const buttonText = given('button_text_color') ?? WHITE;
  const button = readableOn(given('button_color') ?? given('link_color') ?? DEFAULT_BUTTON, [
    buttonText,
  ]);
  const accent = readableOnTinted(
    given('accent_text_color') ?? given('link_color') ?? button,
    backgrounds,
  );
  const link = readableOnTinted(given('link_color') ?? accent, backgrounds, accent);
  // A missing separator is a faint line of the text colour (the SDK has none to fall back on).
  const separator = given('section_separator_color') ?? mix(bg, text, 0.12);
  const colors: Record<ReadableKey, Rgb> = {
    bg_color: bg,
    secondary_bg_color: secondaryBg,
    section_bg_color: sectionBg,
    text_color: text,
    hint_color: hint,
    subtitle_text_color: readableOn(given('subtitle_text_color') ?? hint, backgrounds),
    section_header_text_color: readableOn(given('section_header_text_color') ?? hint, backgrounds),
    link_color: link,
    accent_text_color: accent,
    button_color: button,
    button_text_color: buttonText,
    destructive_text_color: readableOn(
      given('destructive_text_color') ?? DEFAULT_DESTRUCTIVE,
      backgrounds,
    ),
    section_separator_color: separator,
    field_border_color: readableOn(separator, backgrounds, BOUNDARY_CONTRAST),
  };
  const passedThrough: Partial<Record<ClientKey, Hex>> = {};
  for (const key of ['header_bg_color', 'bottom_bar_bg_color'] as const) {
    const color = theme[key];
    if (color) passedThrough[key] = color;
  }
  return {
    ...passedThrough,
    ...(Object.fromEntries(Object.entries(colors).map(([key, rgb]) => [key, toHex(rgb)])) as Record<
      ReadableKey,
      Hex
    >),
  };
};
