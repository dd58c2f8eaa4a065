/** The contact form as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { ContactForm } from './contact-form';

export const contactForm = defineIsland('contact-form', ContactForm);
