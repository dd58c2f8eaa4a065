import { createFileRoute } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderHead } from '../../seo/placeholder-head';
import { PlaceholderPage } from '../../components/placeholder-page';

export const Route = createFileRoute('/csr-initiatives/$slug')({
  head: ({ params }) => placeholderHead(placeholders.csrInitiative, `/csr-initiatives/${params.slug}`),
  component: () => <PlaceholderPage {...placeholders.csrInitiative} />,
});
