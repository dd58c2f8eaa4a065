/** Section 6: the closing call to action, to /contact and /authority-hub. */
import { CallToActionBand } from '../../components/call-to-action-band';
import { homeCopy } from './home-copy';

export function ClosingCallToAction() {
  const { title, text, primary, secondary } = homeCopy.closing;
  return <CallToActionBand id="home-closing" heading={title} text={text} primary={primary} secondary={secondary} spacing="py-20 sm:py-28" />;
}
