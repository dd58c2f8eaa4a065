import { createFileRoute } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/case-studies/$slug')({
  head: ({ params }) => placeholderHead(placeholders.caseStudy, `/case-studies/${params.slug}`),
  component: () => <PlaceholderPage {...placeholders.caseStudy} />,
});
