/**
 * The words of a contact's fields, checks and results (docs/product/texts.md verbatim), shared by the
 * contact form and the chat's form that sends a conversation to the team, so both say the same.
 */

/** The contact form's field names, in the order they appear. */
export type ContactField = 'name' | 'email' | 'company' | 'phone' | 'service' | 'message';

/** Labels, placeholders, autocomplete tokens, the messages for a required field left blank, the privacy line and the results. */
export const contactFieldTexts = {
  labels: {
    name: 'Full Name',
    email: 'Email Address',
    company: 'Company',
    phone: 'Phone',
    service: 'Service of Interest',
    message: 'Project Details',
  } satisfies Record<ContactField, string>,
  placeholders: {
    name: 'Jane Smith',
    email: 'jane@company.com',
    company: 'Company name',
    phone: '+1 (555) 000-0000',
    message: 'Your goals, your market, and where AI search is costing you visibility today.',
  },
  autoComplete: {
    name: 'name',
    email: 'email',
    company: 'organization',
    phone: 'tel',
  },
  /** Shown instead of the schema's wording when a required field is left blank. */
  required: {
    name: 'Please enter your full name.',
    email: 'Please enter your email address.',
    message: 'Please tell us about your project.',
  } satisfies Partial<Record<ContactField, string>>,
  privacy: 'Your details are used only to answer your request.',
  results: {
    delivered: "Your message has been sent successfully! We'll respond within 24 hours.",
    storedLocally:
      "Your message has been received! We'll respond within 24 hours. (Stored locally - will sync when connection is restored)",
    error: 'Sorry, there was an error sending your message. Please try again.',
  },
} as const;
