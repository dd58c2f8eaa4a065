/** The closing call to action of the services pages. */
import { CallToActionBand } from '../../components/call-to-action-band';
import type { ServicesCallToActionCopy } from './services-copy';

export function ServicesCallToAction({ id, copy }: { id: string; copy: ServicesCallToActionCopy }) {
  return <CallToActionBand id={id} heading={copy.title} text={copy.text} primary={copy.primary} secondary={copy.secondary} testId="services-call-to-action" />;
}
