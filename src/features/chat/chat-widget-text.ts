/**
 * The chat widget's own labels. Apart from the replies (fallback/fallback-copy.ts) because the launcher and
 * the panel's placeholders ship with every page's first load, and the replies need not.
 */
import { siteConfig } from '../../content/site-config';

/** The chat widget's own labels: launcher, panel, composer and the intros of follow-up messages. */
export const chatWidgetText = {
  launcher: 'Chat with our AI assistant',
  title: `${siteConfig.shortName} AI Assistant`,
  subtitle: 'Ask me about AI marketing',
  minimise: 'Minimise chat',
  expand: 'Expand chat',
  close: 'Close chat',
  conversation: 'Conversation',
  log: 'Messages',
  quickReplies: 'Suggested questions',
  inputLabel: 'Type your message',
  inputPlaceholder: 'Type your message...',
  send: 'Send message',
  typing: 'Assistant is typing',
  you: 'You',
  assistant: 'Assistant',
  followUpsIntro: 'You might also ask:',
  actionItemsIntro: 'Suggested next steps:',
  loading: 'Loading...',
  unavailable:
    `The assistant could not load. Check your connection and try again, or call ${siteConfig.contactInfo.phone} ` +
    `or email ${siteConfig.contactInfo.email}.`,
} as const;
