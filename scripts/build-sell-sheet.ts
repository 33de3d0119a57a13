import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { ROOT } from './lib/ports';
import { BRAND, SHADES } from '../functions/src/shared/brand';

/**
 * Writes the 2026 event planner sell sheet, web/public/<SELL_SHEET_FILE>, a
 * two-page branded PDF for /booking-now. Uses PDFKit's built-in Helvetica, so
 * it needs no font files and stays small. Run `npm run assets:public` after
 * changing the copy, and commit the PDF.
 */
export const SELL_SHEET_FILE = 'cleveland-floaters-2026-event-planner-sell-sheet.pdf';

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

const FACTS = [
  ['3+ hours', 'of comedy, live music and DJ sets'],
  ['120 guests', 'maximum on a private charter'],
  ['May - Oct', '2026 season, evenings and weekends'],
  ['Downtown', 'boarding on the Cleveland waterfront'],
];

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
    .text(`Cleveland Floaters  •  Lake Erie  •  Est. 2025  •  crew@clevelandfloaters.com`, PAGE.margin, PAGE.height - 23, {
      width: CONTENT_WIDTH - 40,
      lineBreak: false,
    });
  doc.text(`${page} / 2`, PAGE.width - PAGE.margin - 30, PAGE.height - 23, { width: 30, align: 'right', lineBreak: false });
}

export async function buildSellSheet(outFile = join(ROOT, 'web', 'public', SELL_SHEET_FILE)): Promise<string> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margins: { top: PAGE.margin, bottom: 0, left: PAGE.margin, right: PAGE.margin },
    info: {
      Title: 'Cleveland Floaters: 2026 Event Planner Sell Sheet',
      Author: 'Cleveland Floaters',
      Subject: 'Private charters, company nights and sponsorships on Lake Erie',
      // A fixed date keeps the file byte-for-byte stable between runs.
      CreationDate: new Date('2026-01-15T12:00:00Z'),
    },
  });
  const done = new Promise<void>((resolve, reject) => {
    const out = createWriteStream(outFile);
    out.on('finish', resolve).on('error', reject);
    doc.pipe(out);
  });

  // Page 1: the pitch.
  doc.rect(0, 0, PAGE.width, 250).fill(NAVY);
  doc.rect(0, 250, PAGE.width, 8).fill(BLUE);
  lifeRing(doc, PAGE.width - PAGE.margin - 40, 92, 40);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(GOLD).text('2026 EVENT PLANNER SELL SHEET', PAGE.margin, 58, { characterSpacing: 1.5 });
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
  FACTS.forEach(([big, small], i) => {
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
      'Email crew@clevelandfloaters.com with your date and guest count, or use the contact form at clevelandfloaters.web.app/team#contact. 2026 dates are limited and go first come, first served.',
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
      'Prices are starting points for 2026 and exclude tax and gratuity. Sailings depend on weather and U.S. Coast Guard rules; a sailing canceled for weather is moved or refunded in full.',
      PAGE.margin,
      boxTop + 140,
      {
        width: CONTENT_WIDTH,
      },
    );
  footer(doc, 2);

  doc.end();
  await done;
  return outFile;
}

if (require.main === module) {
  buildSellSheet().then((file) => console.log(`Wrote ${file}`));
}
