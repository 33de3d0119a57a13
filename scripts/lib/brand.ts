/** The brand colours (decisions §1) for the scripts that draw images and PDFs; the web app has its own copy in web/src/config/site.ts. */
export const BRAND = {
  navy: '#0B2545',
  blue: '#1B98E0',
  orange: '#FF7F11',
  gold: '#F2C14E',
  cream: '#FFF8E7',
} as const;
