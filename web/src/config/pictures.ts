import deckCharterToast from '@/assets/pictures/deck-charter-toast.svg';
import deckStageComedy from '@/assets/pictures/deck-stage-comedy.svg';
import harborLighthouse from '@/assets/pictures/harbor-lighthouse.svg';
import lakeErieParty from '@/assets/pictures/lake-erie-party-boat.svg';
import crewOnDeck from '@/assets/pictures/crew-on-deck.svg';
import crewPortrait from '@/assets/pictures/crew-portrait.svg';
import lifeRingHiring from '@/assets/pictures/life-ring-hiring.svg';
import messageBottle from '@/assets/pictures/message-bottle.svg';
import wallOfFrames from '@/assets/pictures/wall-of-frames.svg';
import { PICTURE_SLOTS, type PictureSlot } from '@shared/pictures/site-photos';

/**
 * A picture of the site's: its file, its size (reserved before it loads, so nothing shifts) and what it shows, and
 * the slot an owner's photo may take its place in (the Pictures screen in /admin), cropped to the same proportions.
 */
export interface SitePicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  slot?: PictureSlot;
}

/** A drawing shown in `slot`, in the slot's proportions. */
const inSlot = (slot: PictureSlot, src: string, alt: string): SitePicture => ({
  slot,
  src,
  width: PICTURE_SLOTS[slot].width,
  height: PICTURE_SLOTS[slot].height,
  alt,
});

const CHARTER_TOAST_ALT = 'Two glasses raised in a toast on the deck at sunset, bunting overhead and the Cleveland skyline behind the rail';

/**
 * The site's pictures, drawn for it as SVG (web/src/assets/pictures): bundled with a content hash, so they are cached
 * for good and nothing is fetched from anywhere else. One entry per place a picture is shown, though two places may show
 * the same drawing.
 */
export const PICTURES = {
  homeHero: inSlot(
    'homeHero',
    lakeErieParty,
    "Cleveland's skyline at sunset seen from Lake Erie, with the Floaters' party boat lit up and a crowd on its top deck",
  ),
  homeWhatIsThis: inSlot(
    'homeWhatIsThis',
    deckStageComedy,
    "A comic at the mic in the spotlight on the boat's deck stage, string lights overhead and a laughing crowd in front",
  ),
  whyHero: inSlot(
    'whyHero',
    harborLighthouse,
    "Cleveland's harbor lighthouse at the end of its pier at sunset, its beam over Lake Erie and a sailboat passing",
  ),
  joinHero: inSlot(
    'joinHero',
    lakeErieParty,
    "The Floaters' party boat lit up on Lake Erie at sunset, a crowd on its top deck and the Cleveland skyline behind",
  ),
  bookingHero: inSlot('bookingHero', deckCharterToast, CHARTER_TOAST_ALT),
  homePartner: inSlot('homePartner', deckCharterToast, CHARTER_TOAST_ALT),
  teamHero: inSlot(
    'teamHero',
    crewOnDeck,
    'Three of the crew at the rail of the party boat at sunset, one waving, string lights overhead and the Cleveland skyline behind',
  ),
  careersHero: inSlot(
    'careersHero',
    lifeRingHiring,
    'A red and white life ring hanging over the deck rail at dusk, a "Now hiring" sign beneath it',
  ),
  newsletterHero: inSlot(
    'newsletterHero',
    messageBottle,
    'A message in a bottle bobbing on Lake Erie at sunset, the letter inside tied with a red ribbon',
  ),
  affiliateHero: inSlot('affiliateHero', deckCharterToast, CHARTER_TOAST_ALT),
  affiliateGuideHero: inSlot('affiliateGuideHero', deckCharterToast, CHARTER_TOAST_ALT),
  wallHero: inSlot(
    'wallHero',
    wallOfFrames,
    'A wall of framed founders’ portraits under string lights, the first frame marked No. 1 and a gold trophy beneath it',
  ),
  faqHero: inSlot(
    'faqHero',
    harborLighthouse,
    "Cleveland's harbor lighthouse at the end of its pier at sunset, its beam over Lake Erie and a sailboat passing",
  ),
  quizResultHero: inSlot(
    'quizResultHero',
    lakeErieParty,
    "Cleveland's skyline at sunset seen from Lake Erie, with the Floaters' party boat lit up and a crowd on its top deck",
  ),
  // Prerendered pages: the build has no photos, so these keep their drawing (no slot on the Pictures screen).
  quizStart: {
    src: harborLighthouse,
    width: 600,
    height: 440,
    alt: "Cleveland's harbor lighthouse at the end of its pier at sunset, its beam over Lake Erie and a sailboat passing",
  },
  sailingsHero: {
    src: lakeErieParty,
    width: 600,
    height: 440,
    alt: "The Floaters' party boat lit up on Lake Erie at sunset, a crowd on its top deck and the Cleveland skyline behind",
  },
  sailingHero: {
    src: deckStageComedy,
    width: 600,
    height: 440,
    alt: "A comic at the mic in the spotlight on the boat's deck stage, string lights overhead and a laughing crowd in front",
  },
  thankYou: { src: deckCharterToast, width: 600, height: 440, alt: CHARTER_TOAST_ALT },
  teamFounder: inSlot('teamFounder', crewPortrait, 'A drawn portrait of a captain in a white cap, framed by a life ring'),
  teamCrew1: inSlot('teamCrew1', crewPortrait, 'A drawn portrait of a crew member in a white cap, framed by a life ring'),
  teamCrew2: inSlot('teamCrew2', crewPortrait, 'A drawn portrait of a crew member in a white cap, framed by a life ring'),
  teamCrew3: inSlot('teamCrew3', crewPortrait, 'A drawn portrait of a crew member in a white cap, framed by a life ring'),
} as const satisfies Record<string, SitePicture>;

/** A picture an email may show: its address on the site, a name for the picker and what it shows. */
export interface EmailPicture {
  name: string;
  file: string;
  alt: string;
}

/**
 * The drawings above as PNG for emails (Gmail and Outlook show no SVG), drawn by `npm run assets:public` into
 * web/public/email-pictures/ at 1200 px wide, twice an email's column. Sent emails link to them for good: never
 * rename or remove one.
 */
export const EMAIL_PICTURES: EmailPicture[] = [
  { name: 'The party boat on Lake Erie', file: '/email-pictures/lake-erie-party-boat.png', alt: PICTURES.joinHero.alt },
  { name: 'Comedy on the deck stage', file: '/email-pictures/deck-stage-comedy.png', alt: PICTURES.homeWhatIsThis.alt },
  { name: 'The harbor lighthouse', file: '/email-pictures/harbor-lighthouse.png', alt: PICTURES.whyHero.alt },
  { name: 'A toast on deck', file: '/email-pictures/deck-charter-toast.png', alt: CHARTER_TOAST_ALT },
];
