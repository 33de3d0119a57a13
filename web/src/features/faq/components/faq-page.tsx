import { ExpandMoreIcon } from '@/components/icons/expand-more-icon';
import Box from '@mui/material/Box';
import { CheckoutLink } from '@/components/checkout/checkout-link';
import { FaqLink } from '@/components/checkout/checkout-questions';
import { FoundingSpotsNote } from '@/components/checkout/founding-spots';
import { PageHero } from '@/components/layout/page-hero';
import { PageSection } from '@/components/layout/page-section';
import { PageMeta } from '@/components/seo/page-meta';
import { PICTURES } from '@/config/pictures';
import { MEMBERSHIP, SITE } from '@/config/site';
import { usePageData } from '@/lib/page-data';
import { BRAND, SHADES } from '@shared/brand';
import { answerParagraphs, DEFAULT_FAQ, faqStructuredData, type FaqEntry } from '@shared/faq/faq';
import { scriptSafeJson } from '@shared/html/json-script';
import { CONTACT_PATH } from '@shared/paths';

/**
 * The FAQ. Served by the `pages` function with the owner's answers as its page data
 * (the defaults until the owner saves some), it is a page of islands with no
 * island of its own: each answer opens in a <details>, which needs no script.
 */
export default function FaqPage() {
  const entries = usePageData().faq ?? DEFAULT_FAQ;
  return (
    <>
      <PageMeta
        title="FAQ"
        description={`What the $${MEMBERSHIP.priceUsd} Founding Floater membership gets you, refunds, when and where ${SITE.name} sails on ${SITE.lake}, and who runs it.`}
      />
      {/* Search engines' FAQ data. Every <, > and & is a JSON escape, so no answer can end the element. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(faqStructuredData(entries)) }} />
      <PageHero kicker="Good to know" title="Questions, Answered" picture={PICTURES.faqHero}>
        <p>What the ${MEMBERSHIP.priceUsd} gets you, refunds, when and where we sail, and who is at the helm.</p>
      </PageHero>
      <PageSection width="prose">
        <Box sx={{ display: 'grid', gap: 2 }}>
          {entries.map((entry, i) => (
            <FaqItem key={i} entry={entry} />
          ))}
        </Box>
      </PageSection>
      <PageSection tone="cream" width="prose" labelledBy="faq-aboard-title" title="Ready to come aboard?">
        <Box component="p" sx={{ fontSize: '1.15rem' }}>
          Still wondering about something? <FaqLink href={CONTACT_PATH}>Ask the crew</FaqLink>: a real person answers.
        </Box>
        <CheckoutLink />
        <FoundingSpotsNote sx={{ mt: 2, color: SHADES.rust }} />
      </PageSection>
    </>
  );
}

function FaqItem({ entry }: { entry: FaqEntry }) {
  return (
    <Box
      component="details"
      sx={{
        border: `2px solid ${BRAND.lakeNavy}`,
        borderRadius: 3,
        bgcolor: SHADES.white,
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <Box
        component="summary"
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          minHeight: 48,
          px: { xs: 2, sm: 3 },
          py: 1.5,
          cursor: 'pointer',
          listStyle: 'none',
          fontSize: '1.15rem',
          fontWeight: 800,
          color: BRAND.lakeNavy,
          overflowWrap: 'anywhere',
          '&::-webkit-details-marker': { display: 'none' },
          '&:focus-visible': { outline: `3px solid ${BRAND.erieBlue}`, outlineOffset: 2, borderRadius: 2 },
        }}
      >
        {entry.question}
        <ExpandMoreIcon aria-hidden sx={{ flexShrink: 0, color: BRAND.sunsetOrange, fontSize: 32 }} />
      </Box>
      <Box sx={{ px: { xs: 2, sm: 3 }, pb: 1, fontSize: '1.05rem', overflowWrap: 'anywhere', '& p': { mt: 0, mb: 2 } }}>
        {answerParagraphs(entry.answer).map((paragraph, i) => (
          <Box component="p" key={i} sx={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
