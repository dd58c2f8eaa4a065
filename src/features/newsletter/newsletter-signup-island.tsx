/** A page's own newsletter signup (the contact page's full card) as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { NewsletterSignup as default } from './newsletter-signup';
