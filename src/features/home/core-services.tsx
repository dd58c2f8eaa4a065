/** Section 5: the two core service blocks with their typical client outcomes. */
import { homeCopy } from './home-copy';
import { CoreServiceBlock } from './core-service-block';
import { SectionHeading } from '../../components/section-heading';

export function CoreServices() {
  const { heading, items } = homeCopy.coreServices;
  return (
    <section aria-labelledby="home-core-services" className="border-y border-navy-100 bg-navy-50 py-20 sm:py-28">
      <div className="container-page">
        <SectionHeading id="home-core-services" {...heading} />
        <ul className="mt-12 grid gap-6 lg:grid-cols-2">
          {items.map((block, i) => (
            <CoreServiceBlock key={block.title} block={block} index={i} />
          ))}
        </ul>
      </div>
    </section>
  );
}
