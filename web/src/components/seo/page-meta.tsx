import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PREVIEW_IMAGE_PATH } from '@shared/paths';
import { SITE } from '@/config/site';

interface PageMetaProps {
  title: string;
  description: string;
  /** Absolute or site-relative image for share previews. */
  image?: string;
  noindex?: boolean;
}

/**
 * Title, description, canonical and share tags for one route. React 19 hoists
 * these elements into <head> and removes them when the page unmounts.
 */
export function PageMeta({ title, description, image = DEFAULT_PREVIEW_IMAGE_PATH, noindex = false }: PageMetaProps) {
  const { pathname } = useLocation();
  useEffect(() => {
    // Every page renders its meta tags: once this runs the page is live, its prerendered markup adopted (tests wait for it).
    document.documentElement.dataset.hydrated = '';
  }, []);
  const fullTitle = title === SITE.name ? title : `${title} | ${SITE.name}`;
  const url = `${SITE.origin}${pathname}`;
  const imageUrl = image.startsWith('http') ? image : `${SITE.origin}${image}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex, nofollow" />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={imageUrl} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </>
  );
}
