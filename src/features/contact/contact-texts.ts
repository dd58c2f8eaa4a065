/** Every text of the contact form and the contact page's details column; docs/product/texts.md's texts verbatim. */
import { contactFieldTexts } from '../../components/contact-field-texts';

/** The contact form's words. */
export const contactTexts = {
  form: {
    title: 'Tell us about your goals',
    intro: 'Fields marked with an asterisk are required. We never share your details.',
    labels: contactFieldTexts.labels,
    placeholders: contactFieldTexts.placeholders,
    autoComplete: contactFieldTexts.autoComplete,
    serviceEmptyOption: 'Select a service',
    submit: 'Send Message',
    sending: 'Sending...',
    privacy: contactFieldTexts.privacy,
    /** Shown when Send is pressed before the form has finished loading; the message then goes by itself. */
    earlyNote: 'The form is still loading. Your message is kept and will be sent in a moment.',
    /** The same, when the form's code could not be fetched (it loads when the connection is back). */
    earlyUnavailable: 'The form could not finish loading. Your message is still here: check your connection and press Send Message again.',
  },
  /** The offer to attach the visit's conversation with the chat's assistant. */
  attach: {
    label: 'Attach my conversation with the assistant',
    count: (visitorMessages: number, lines: number) => `(${lines} messages, ${visitorMessages} from you)`,
    preview: 'Show the conversation',
    you: 'You',
    assistant: 'Assistant',
  },
  required: contactFieldTexts.required,
  results: contactFieldTexts.results,
  /** Facts beside the form that tell a first-time visitor who will read the message. */
  trust: [
    { value: 'Since 2003', label: 'advising firms on search and authority' },
    { value: '350+', label: 'client projects delivered' },
    { value: '24 hours', label: 'to your first personal reply' },
  ],
  newsletterSection: {
    eyebrow: 'Not ready to talk yet?',
    title: 'Prefer to start with our insights?',
    text: 'Each issue brings one practical idea on AI search, authority building or marketing automation, drawn from our client work. Short, specific, and easy to act on.',
  },
  details: {
    title: 'Contact details',
    phone: 'Phone',
    email: 'Email',
    location: 'Location',
    responseTitle: 'Response time',
    response: ['24-hour initial response', 'Comprehensive strategy within 48 hours'],
    hoursTitle: 'Business hours',
    hours: 'Monday to Friday 9AM-6PM EST',
    expectTitle: 'What to Expect',
    expect: [
      {
        title: 'A senior strategist reads your request',
        text: 'Not a sales script: someone who has run authority programs reviews your goals and your market.',
      },
      {
        title: 'A 30-minute discovery call',
        text: 'We agree on what success means for you and which questions your buyers ask AI engines.',
      },
      {
        title: 'Your AI visibility snapshot',
        text: 'Where answer engines cite you today, where they cite competitors instead, and why.',
      },
      {
        title: 'A written strategy within 48 hours',
        text: 'Priorities, expected impact and a realistic timeline, in plain language.',
      },
      {
        title: 'No obligation',
        text: 'The snapshot and the strategy are yours to keep, whether or not we work together.',
      },
    ],
  },
} as const;
