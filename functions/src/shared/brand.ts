/**
 * The one palette of the site, its emails, its share pictures and the printed
 * sell sheet, so a colour changed here changes everywhere at once.
 *
 * The brand colours: Lake Navy, Erie Blue, Sunset Orange and Gold (also the
 * four confetti colours), and Cream, the certificate's paper.
 */
export const BRAND = {
  lakeNavy: '#0B2545',
  erieBlue: '#1B98E0',
  sunsetOrange: '#FF7F11',
  gold: '#F2C14E',
  cream: '#FFF8E7',
} as const;

/** The tones that go with the brand colours: text, panels, borders, hovers and states. */
export const SHADES = {
  white: '#FFFFFF',
  black: '#000000',
  /** Body text. */
  ink: '#102A43',
  /** Secondary text. */
  slate: '#334E68',
  /** Small print. */
  muted: '#52606D',
  /** Outlines of quiet badges. */
  steel: '#829AB1',
  /** Lake Navy's darker water, where the hero and quiz gradients go. */
  deepLake: '#0E3A66',
  lakeDepth: '#12507F',
  /** A dark blue that carries white text (blue sections, dates on the Wall of Fame). */
  harbour: '#0E4C7A',
  navyHover: '#163A66',
  sunsetHover: '#FF9640',
  /** Sunset Orange dark enough for small text on white (contrast 4.5:1 and more). */
  rust: '#A14A00',
  /** Light blue panels and their borders. */
  mist: '#F3F8FC',
  mistBorder: '#D9E8F3',
  sky: '#D6ECFA',
  /** Light greys of the admin screens: table heads, cards, the page behind them. */
  frost: '#F0F4F8',
  snow: '#F8FAFC',
  cloud: '#F5F7FA',
  /** The desk the printed certificate lies on. */
  parchment: '#F4EEDF',
  /** The background around an email. */
  linen: '#F4F1EA',
  danger: '#B3261E',
  success: '#1E6B34',
} as const;
