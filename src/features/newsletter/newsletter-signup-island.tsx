/** A page's own newsletter signup (the contact page's full card) as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { NewsletterSignup } from './newsletter-signup';

export const newsletterSignup = defineIsland('newsletter-signup', NewsletterSignup);
