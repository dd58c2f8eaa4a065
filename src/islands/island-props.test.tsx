// The type checker holds a page to the props of the island it places: each `@ts-expect-error` below is a
// mistake `npm run typecheck` refuses (and if it stopped refusing one, the unused directive fails instead).
import { describe, expect, it } from 'vitest';
import { Island } from '../components/island';
import { contactForm } from '../features/contact/contact-form-island';
import { shareButton } from '../features/insights/share-button-island';
import { newsletterSignup } from '../features/newsletter/newsletter-signup-island';
import { serviceDetail } from '../features/services/service-detail-island';
import { siteHeader } from './site-islands';

const share = { label: 'Share', title: 'A title', url: 'https://example.com/insights/a' };

describe('Island', () => {
  it("takes the props of the island it places, and only those", () => {
    const placed = [
      <Island key="1" of={newsletterSignup} props={{ variant: 'full', headingLevel: 3 }} />,
      <Island key="2" of={contactForm} />,
      <Island key="3" of={shareButton} props={share} />,
      <Island key="4" of={siteHeader} />,
      // @ts-expect-error: a variant the signup does not have
      <Island key="5" of={newsletterSignup} props={{ variant: 'wide' }} />,
      // @ts-expect-error: a service's page needs its slug
      <Island key="6" of={serviceDetail} />,
      // @ts-expect-error: the share button needs its label, title and URL
      <Island key="7" of={shareButton} props={{ label: 'Share' }} />,
      // @ts-expect-error: the header takes no props
      <Island key="8" of={siteHeader} props={{ title: 'Home' }} />,
      // @ts-expect-error: the share button takes no children
      <Island key="9" of={shareButton} props={share}>
        text
      </Island>,
      // @ts-expect-error: an island is placed by its definition, not by a name
      <Island key="10" of="contact-form" />,
    ];
    expect(placed.map((element) => element.props.of)).toEqual([newsletterSignup, contactForm, shareButton, siteHeader, newsletterSignup, serviceDetail, shareButton, siteHeader, shareButton, 'contact-form']);
  });
});
