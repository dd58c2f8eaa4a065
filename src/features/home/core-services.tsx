/** Section 5: the two core service blocks with their typical client outcomes. */
import { homeCopy } from './home-copy';
import { CoreServiceBlock } from './core-service-block';
import { HeadedSection } from '../../components/section-heading';

export function CoreServices() {
  const { heading, items } = homeCopy.coreServices;
  return (
    <HeadedSection id="home-core-services" className="border-y border-navy-100 bg-navy-50 py-20 sm:py-28" {...heading}>
      <ul className="mt-12 grid gap-6 lg:grid-cols-2">
        {items.map((block, i) => (
          <CoreServiceBlock key={block.title} block={block} index={i} />
        ))}
      </ul>
    </HeadedSection>
  );
}
