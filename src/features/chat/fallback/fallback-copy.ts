/** The chat's replies: greeting, quick-reply chips, the fallback replies and the apology (the widget's labels are in chat-widget-text.ts). */
import { siteConfig } from '../../../content/site-config';
import type { FallbackContext, FallbackReplyId, FallbackReplyText, ServiceFamily } from './fallback-types';

// docs/product/constants.md's fixed marketing claims, written once.
const FOUNDED = siteConfig.foundedYear;
const CLIENT_REVENUE = 'over $2.8 billion in client revenue';
const EXPERIENCE = '20+ years';
const CLIENT_PROJECTS = '350+ client projects';
const MONTHLY_SPOTS = 3;
const SESSION_OFFER = 'a $2,500 strategy session, free for qualifying businesses';
const ROI_WINDOW = '60-90 days';

/** 'A, B and C'. */
function joinTitles(titles: readonly string[]): string {
  return titles.length < 2 ? titles.join('') : `${titles.slice(0, -1).join(', ')} and ${titles[titles.length - 1]}`;
}

// The first part of the catalogue as a list, the others in a sentence each: every service is named once.
function describeFamilies([first, ...others]: readonly ServiceFamily[]): string {
  if (!first) return '';
  const listed = `Of these, ${first.titles.length} are ${first.name}:\n${first.titles.map((title) => `• ${title}`).join('\n')}\n`;
  return listed + others.map((f) => `The other ${f.titles.length} are ${f.name}: ${joinTitles(f.titles)}.\n`).join('');
}

/** The assistant's opening message. */
export const chatGreeting =
  `Hello, I am the ${siteConfig.shortName} assistant. Since ${FOUNDED} we have helped firms become the source ` +
  'that search engines and AI answer engines cite, and turn that visibility into qualified leads. ' +
  'Ask me about our services, AEO and GEO, pricing or lead generation, or pick one of the questions below.';

/** SPEC's five quick-reply chips, shown while the chat holds only the greeting. */
export const quickReplyChips = [
  'tell me about the AI marketing services',
  'how AI can help lead generation',
  'what is AEO/GEO',
  'marketing automation help',
  'schedule a consultation',
] as const;

/** SPEC's apology when the fallback engine itself fails, with email and phone from site config. */
export function technicalDifficultiesReply(contact: { email: string; phone: string }): string {
  return (
    "I apologize, but I'm experiencing some technical difficulties. Please feel free to contact us directly at " +
    `${contact.email} or ${contact.phone} for immediate assistance.`
  );
}

/** The reply of each rule, and of the generic pitch, written from the context. */
export const fallbackCopy: Record<FallbackReplyId, (ctx: FallbackContext) => FallbackReplyText> = {
  greeting: ({ phone }) => ({
    response:
      `Hello, and welcome to ${siteConfig.brandName}. We have helped businesses grow since ${FOUNDED}, ` +
      `with ${CLIENT_REVENUE} across ${CLIENT_PROJECTS}. Most of our work today is making firms the source ` +
      'that AI answer engines cite and turning that visibility into qualified leads. Tell me what you would ' +
      `like to improve, or if you would rather talk it through, call us at ${phone}.`,
    followUpQuestions: ['What services do you offer?', 'What is AEO/GEO?', 'How much does it cost?'],
  }),

  services: ({ phone, serviceCount, serviceFamilies }) => ({
    response:
      `We offer ${serviceCount} services that work together as one system. ` +
      describeFamilies(serviceFamilies) +
      `Most clients start with two or three of them, chosen in a strategy session; all ${serviceCount} are described ` +
      `at /services. Call ${phone} and we will tell you which ones would move your numbers first.`,
    followUpQuestions: [
      'How can AI help lead generation?',
      'What is AEO/GEO?',
      'How much do your services cost?',
    ],
  }),

  'aeo-geo': ({ phone }) => ({
    response:
      'Answer engine optimization (AEO) makes your content the direct answer that assistants and search ' +
      'features quote. Generative engine optimization (GEO) makes your brand a source that tools such as ' +
      "ChatGPT, Perplexity and Google's AI Overviews cite when they write a response. Both rest on the same " +
      'base: clear expert content, structured data and a consistent reputation across the web. Clients ' +
      `usually see a return within ${ROI_WINDOW}. To find out how often AI engines mention you today, ` +
      `call ${phone} and we will walk you through it.`,
    followUpQuestions: [
      'How much does AEO/GEO cost?',
      'What other services do you offer?',
      'Can we schedule a consultation?',
    ],
  }),

  pricing: ({ phone, email }) => ({
    response:
      'Pricing depends on scope: which services you need, how competitive your market is and how much ' +
      'content we produce for you. We quote after a strategy session, so you pay for the work that will move ' +
      `your numbers rather than for a package. That session is ${SESSION_OFFER}, and most clients see a ` +
      `return within ${ROI_WINDOW}. Call ${phone} for a straight answer on what your plan would cost, ` +
      `or email ${email}.`,
    followUpQuestions: [
      'Can I book the free strategy session?',
      'What services do you offer?',
      'How quickly could we start?',
    ],
  }),

  consultation: ({ phone, email }) => ({
    response:
      `A consultation is the right next step. We take on only ${MONTHLY_SPOTS} consultation spots a month so ` +
      'that every client gets senior attention; once they are taken, the next opening is next month. In the ' +
      'session we review your visibility in search and AI answers, your lead flow and your marketing systems, ' +
      `and you leave with a prioritised plan. It is ${SESSION_OFFER}. The quickest way to claim a spot ` +
      `is to call ${phone}.`,
    followUpQuestions: [
      'What happens in the strategy session?',
      'How much does it cost after the session?',
      'What services do you offer?',
    ],
    actionItems: [
      `Call ${phone} to claim one of this month's ${MONTHLY_SPOTS} consultation spots`,
      'Book your free $2,500 strategy session',
      `Email ${email} with your website and goals`,
    ],
  }),

  urgency: ({ phone, email }) => ({
    response:
      `If this is time-sensitive, the phone is faster than chat: call ${phone} and ask for a strategist, and ` +
      'on that call we will tell you plainly what can be done in your timeframe. Where a deadline is close we ' +
      'start with the changes that show results first. We reply to every inquiry within 24 hours, Monday to ' +
      `Friday 9AM-6PM EST, and send a strategy within 48 hours; you can also email ${email}.`,
    followUpQuestions: ['Can we schedule a call today?', 'What services do you offer?', 'How much does it cost?'],
  }),

  'lead-generation': ({ phone }) => ({
    response:
      'AI helps lead generation in three practical ways. It puts you in front of buyers while they research, ' +
      'because search engines and AI assistants cite your content. It qualifies inquiries as they arrive, so ' +
      'your team talks mainly to good-fit prospects. And it personalises follow-up at a scale a small team ' +
      'cannot manage by hand. We measure all of it in qualified meetings and pipeline, not raw lead counts; ' +
      `that approach has contributed to ${CLIENT_REVENUE}. Call ${phone} and we will look at where your ` +
      'leads come from today.',
    followUpQuestions: [
      'How does marketing automation help?',
      'What is AEO/GEO?',
      'How much does lead generation cost?',
    ],
  }),

  automation: ({ phone }) => ({
    response:
      'Marketing automation takes the repetitive work off your team: lead scoring, nurture emails, follow-up ' +
      'reminders, reporting and routing each inquiry to the right person. We connect your CRM, website and ' +
      'email so every prospect gets the right message at the right time, with people reviewing what goes out. ' +
      'Most clients get hours back each week and answer new inquiries faster. Call ' +
      `${phone} and tell us which tasks take your team's time; we will tell you what to automate first.`,
    followUpQuestions: [
      'How can AI help lead generation?',
      'How much does automation cost?',
      'Can we schedule a consultation?',
    ],
  }),

  default: ({ phone, email, serviceCount }) => ({
    response:
      'Thank you for your question. The useful answer depends on your business, so the best next step is a ' +
      `short conversation with one of our strategists. We have done this work for ${EXPERIENCE}, since ` +
      `${FOUNDED}, across ${CLIENT_PROJECTS} and ${serviceCount} services, from answer engine ` +
      `optimization to lead generation and marketing automation. Call ${phone} or email ${email}, and we ` +
      'will give you a proper answer rather than a guess.',
    followUpQuestions: ['What services do you offer?', 'What is AEO/GEO?', 'Can we schedule a consultation?'],
  }),
};
