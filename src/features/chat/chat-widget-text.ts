/** The chat widget's own labels: launcher, panel, composer and the intros of follow-up messages. Apart from
 * the fallback replies (fallback/fallback-copy.ts), so the launcher every page hydrates carries only these. */
import { siteConfig } from '../../content/site-config';

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
