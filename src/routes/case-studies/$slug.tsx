import { createFileRoute } from '@tanstack/react-router';
import { placeholders } from '../../content/placeholders';
import { placeholderNotFound } from '../../components/not-found-page';

// No detail page of this section is written yet: every slug answers SPEC's placeholder, with a 404.
export const Route = createFileRoute('/case-studies/$slug')({
  loader: () => {
    throw placeholderNotFound(placeholders.caseStudy);
  },
});
