import PDFDocument from 'pdfkit';
import { BRAND, SHADES } from '../shared/brand';
import { CONTACT_PATH } from '../shared/paths';
import { seasonFact, sheetTitle, type SheetSeason } from '../shared/launch/sell-sheet';

const CREW_EMAIL = 'crew@clevelandfloaters.com';

const { lakeNavy: NAVY, erieBlue: BLUE, sunsetOrange: ORANGE, gold: GOLD, cream: CREAM } = BRAND;
const INK = SHADES.ink;

const PAGE = { width: 612, height: 792, margin: 54 };
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;

const PACKAGES = [
  {
    name: 'Private Charter',
    price: 'From $4,800',
    text: 'The whole boat, your guest list. Three hours on Lake Erie with a headline comic, a live band or DJ, and a menu from our local kitchen partners. Up to 120 guests.',
  },
  {
    name: 'Company Night Out',
    price: 'From $85 per guest',
    text: 'Reserve a block of 20 to 60 spots on a public sailing: reserved deck area, drink tickets, a shout-out from the stage and a team photo under the skyline.',
  },
  {
    name: 'Sponsor a Sailing',
    price: 'From $2,500',
    text: 'Your brand on the night Cleveland talks about: stage and deck signage, a product moment in the show, social posts to our community and tickets for your crew.',
  },
];

function facts(season: SheetSeason): [string, string][] {
  const { big, small } = seasonFact(season);
  return [
    ['3+ hours', 'of comedy, live music and DJ sets'],
    ['120 guests', 'maximum on a private charter'],
    [big, small],
    ['Downtown', 'boarding on the Cleveland waterfront'],
  ];
}

const INCLUDED = [
  'Licensed captain and crew, U.S. Coast Guard inspected vessel',
  'Stage, sound and lighting, run by our production team',
  'Local comics and musicians booked and managed for you',
  'Food and drink packages from Cleveland kitchens and breweries',
  'Event host who keeps the night on schedule',
  'Accessible boarding; tell us what your guests need',
];

const STEPS = [
  'Email the crew with your date, guest count and the kind of night you want.',
  'We send a proposal with lineup options and a menu within two business days.',
  'A 25% deposit holds the date; the rest is due 14 days before you sail.',
  'You show up. We handle the boat, the show and the clean-up.',
];

function heading(doc: PDFKit.PDFDocument, text: string, y?: number) {
  doc
    .font('Helvetica-Bold')
    .fontSize(15)
    .fillColor(NAVY)
    .text(text, PAGE.margin, y ?? doc.y, { width: CONTENT_WIDTH });
  doc
    .moveTo(PAGE.margin, doc.y + 3)
    .lineTo(PAGE.margin + 48, doc.y + 3)
    .lineWidth(3)
    .strokeColor(ORANGE)
    .stroke();
  doc.moveDown(0.8);
}

function bullets(doc: PDFKit.PDFDocument, items: string[], bullet = '•') {
  doc.font('Helvetica').fontSize(11).fillColor(INK);
  for (const item of items) {
    const y = doc.y;
    doc.fillColor(ORANGE).text(bullet, PAGE.margin, y, { width: 16 });
    doc.fillColor(INK).text(item, PAGE.margin + 18, y, { width: CONTENT_WIDTH - 18 });
    doc.moveDown(0.35);
  }
}

function lifeRing(doc: PDFKit.PDFDocument, x: number, y: number, r: number) {
  doc.circle(x, y, r).fill(ORANGE);
  for (let i = 0; i < 4; i++) {
    const start = (i * Math.PI) / 2 + Math.PI / 8;
    const end = start + Math.PI / 4;
    doc
      .path(
        `M ${x + r * Math.cos(start)} ${y + r * Math.sin(start)} A ${r} ${r} 0 0 1 ${x + r * Math.cos(end)} ${y + r * Math.sin(end)} ` +
          `L ${x + (r / 2) * Math.cos(end)} ${y + (r / 2) * Math.sin(end)} A ${r / 2} ${r / 2} 0 0 0 ${x + (r / 2) * Math.cos(start)} ${y + (r / 2) * Math.sin(start)} Z`,
      )
      .fill(SHADES.white);
  }
  doc.circle(x, y, r / 2).fill(NAVY);
}

function footer(doc: PDFKit.PDFDocument, page: number) {
  doc.rect(0, PAGE.height - 36, PAGE.width, 36).fill(NAVY);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(SHADES.white)
    .text(`Cleveland Floaters  •  Lake Erie  •  Est. 2025  •  ${CREW_EMAIL}`, PAGE.margin, PAGE.height - 23, {
      width: CONTENT_WIDTH - 40,
      lineBreak: false,
    });
  doc.text(`${page} / 2`, PAGE.width - PAGE.margin - 30, PAGE.height - 23, { width: 30, align: 'right', lineBreak: false });
}

/**
 * The two-page sheet for `season`, whose contact line names `site` (SITE_URL). PDFKit's built-in Helvetica needs no
 * font files and keeps it small (about 10 KB); a few milliseconds to draw, and the `pages` function keeps it for the day.
 */
export function drawSellSheet(season: SheetSeason, site: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: 0, left: PAGE.margin, right: PAGE.margin },
    info: {
      Title: `Cleveland Floaters: ${sheetTitle(season)}`,
      Author: 'Cleveland Floaters',
      Subject: 'Private charters, company nights and sponsorships on Lake Erie',
      // The season's, not the moment of drawing: the same dates give the same file, byte for byte.
      CreationDate: new Date(Date.UTC(season.year, 0, 1)),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const contactPage = `${site.replace(/^https?:\/\//, '')}${CONTACT_PATH}`;

  // Page 1: the pitch.
  doc.rect(0, 0, PAGE.width, 250).fill(NAVY);
  doc.rect(0, 250, PAGE.width, 8).fill(BLUE);
  lifeRing(doc, PAGE.width - PAGE.margin - 40, 92, 40);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(GOLD).text(sheetTitle(season).toUpperCase(), PAGE.margin, 58, { characterSpacing: 1.5 });
  doc
    .font('Helvetica-Bold')
    .fontSize(38)
    .fillColor(SHADES.white)
    .text('Cleveland Floaters', PAGE.margin, 82, { width: CONTENT_WIDTH - 100 });
  doc
    .font('Helvetica')
    .fontSize(15)
    .fillColor(SHADES.white)
    .text(
      "Comedy, live music and a DJ under the skyline, on Lake Erie. Book Cleveland's floating party for your team, your clients or your celebration.",
      PAGE.margin,
      140,
      {
        width: CONTENT_WIDTH - 100,
        lineGap: 3,
      },
    );

  doc.y = 286;
  heading(doc, 'The experience');
  doc
    .font('Helvetica')
    .fontSize(11.5)
    .fillColor(INK)
    .text(
      'Your guests board downtown as the sun starts to drop. A local comic opens the show, a band takes the deck, and then the DJ plays the sunset out behind Terminal Tower. Three-plus hours of comedy, chaos and community, with food and drink from the kitchens and taps Clevelanders already love. It is the team outing people actually talk about on Monday.',
      { width: CONTENT_WIDTH, lineGap: 2.5 },
    );
  doc.moveDown(1.2);

  const factTop = doc.y;
  const factWidth = (CONTENT_WIDTH - 3 * 12) / 4;
  facts(season).forEach(([big, small], i) => {
    const x = PAGE.margin + i * (factWidth + 12);
    doc.roundedRect(x, factTop, factWidth, 78, 8).fill(CREAM);
    doc
      .font('Helvetica-Bold')
      .fontSize(17)
      .fillColor(NAVY)
      .text(big, x + 10, factTop + 14, { width: factWidth - 20 });
    doc
      .font('Helvetica')
      .fontSize(9.5)
      .fillColor(INK)
      .text(small, x + 10, factTop + 40, { width: factWidth - 20 });
  });
  doc.y = factTop + 100;

  heading(doc, 'Packages');
  for (const p of PACKAGES) {
    const top = doc.y;
    doc.rect(PAGE.margin, top, 4, 58).fill(ORANGE);
    doc
      .font('Helvetica-Bold')
      .fontSize(13)
      .fillColor(NAVY)
      .text(p.name, PAGE.margin + 14, top, { continued: true });
    doc.font('Helvetica').fontSize(11).fillColor(SHADES.rust).text(`   ${p.price}`);
    doc
      .font('Helvetica')
      .fontSize(10.5)
      .fillColor(INK)
      .text(p.text, PAGE.margin + 14, doc.y + 2, { width: CONTENT_WIDTH - 14, lineGap: 1.5 });
    doc.y = Math.max(doc.y, top + 58) + 12;
  }
  footer(doc, 1);

  // Page 2: what is included and how to book.
  doc.addPage();
  doc.rect(0, 0, PAGE.width, 90).fill(NAVY);
  doc.font('Helvetica-Bold').fontSize(24).fillColor(SHADES.white).text('Everything on board, handled', PAGE.margin, 36);
  doc.y = 124;
  heading(doc, "What's included");
  bullets(doc, INCLUDED);
  doc.moveDown(1);
  heading(doc, 'How booking works');
  STEPS.forEach((s, i) => bullets(doc, [s], `${i + 1}.`));
  doc.moveDown(1);
  heading(doc, 'Why planners book us');
  doc
    .font('Helvetica-Oblique')
    .fontSize(12)
    .fillColor(INK)
    .text(
      '"Nobody in Cleveland has done a night like this on the lake. It is the easiest yes you will get from a team: a show, a party and a view, and nobody has to drive to the suburbs."',
      { width: CONTENT_WIDTH, lineGap: 2 },
    );
  doc.font('Helvetica-Bold').fontSize(11).fillColor(NAVY).text('The Admiral, founder', { align: 'right' });
  doc.moveDown(1.5);

  const boxTop = doc.y;
  doc.roundedRect(PAGE.margin, boxTop, CONTENT_WIDTH, 120, 10).fill(ORANGE);
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .fillColor(NAVY)
    .text("Let's plan your night on the water", PAGE.margin + 20, boxTop + 20, { width: CONTENT_WIDTH - 40 });
  doc
    .font('Helvetica')
    .fontSize(12)
    .fillColor(NAVY)
    .text(
      `Email ${CREW_EMAIL} with your date and guest count, or use the contact form at ${contactPage}. ${season.year} dates are limited and go first come, first served.`,
      PAGE.margin + 20,
      boxTop + 52,
      {
        width: CONTENT_WIDTH - 40,
        lineGap: 2,
      },
    );
  doc
    .font('Helvetica')
    .fontSize(8.5)
    .fillColor(SHADES.muted)
    .text(
      `Prices are starting points for ${season.year} and exclude tax and gratuity. Sailings depend on weather and U.S. Coast Guard rules; a sailing canceled for weather is moved or refunded in full.`,
      PAGE.margin,
      boxTop + 140,
      {
        width: CONTENT_WIDTH,
      },
    );
  footer(doc, 2);

  doc.end();
  return done;
}
