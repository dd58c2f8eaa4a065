/** The contact form as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { ContactForm as default } from './contact-form';
