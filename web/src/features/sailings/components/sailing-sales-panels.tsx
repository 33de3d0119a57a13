import { GumroadLimit } from './gumroad-limit';
import { SailingSales } from './sailing-sales';

/** A saved sailing's sales and the capacity gate, below its form. */
export function SailingSalesPanels({ slug }: { slug: string }) {
  return (
    <>
      <GumroadLimit slug={slug} />
      <SailingSales slug={slug} />
    </>
  );
}
