import { createFileRoute } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/research/$slug')({
  head: ({ params }) => placeholderHead(placeholders.research, `/research/${params.slug}`),
  component: () => <PlaceholderPage {...placeholders.research} />,
});
