/**
 * The words of sending a conversation to the team. Apart from the widget's labels (chat-widget-text.ts),
 * which ship with every page's first load: these load with the panel. The fields, their checks and the
 * results are the contact form's (src/components/contact-field-texts.ts).
 */

/** The offer, the form's title, intro and buttons, and its loading states. */
export const chatHandoffText = {
  offer: 'Send this conversation to our team',
  title: 'Send this conversation to our team',
  intro: (visitorMessages: number) =>
    `Our team receives ${visitorMessages === 1 ? 'your message' : `your ${visitorMessages} messages`} and the assistant's replies, with your details. ` +
    'Fields marked with an asterisk are required.',
  submit: 'Send to our team',
  sending: 'Sending...',
  cancel: 'Not now',
  loading: 'Loading the form...',
  unavailable: 'The form could not load. Check your connection and try again.',
  retry: 'Try again',
} as const;
