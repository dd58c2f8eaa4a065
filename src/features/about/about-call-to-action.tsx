/** The closing call to action of /about, to /contact and /services. */
import { CallToActionBand } from '../../components/call-to-action-band';
import { aboutContent } from '../../content/pages/about-content';

export function AboutCallToAction() {
  const { heading, text, primary, secondary } = aboutContent.cta;
  return (
    <CallToActionBand
      id="about-cta"
      heading={heading}
      text={text}
      primary={{ label: primary.label, to: primary.href }}
      secondary={{ label: secondary.label, to: secondary.href }}
      spacing="pb-20 sm:pb-28"
    />
  );
}
