import { PageMeta } from '@/components/seo/page-meta';
import { SITE } from '@/config/site';

/**
 * The create form's title and description, in a module of its own so that the screen that loads the form can show
 * them while the form's code arrives: a page without a <title> for that moment is nameless to screen readers and tabs.
 */
export function CreateCertificateMeta() {
  return <PageMeta title="Create Certificate" description={`Generate a Founding Floater certificate for ${SITE.name}`} noindex />;
}
