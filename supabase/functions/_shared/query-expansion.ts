// Copied by scripts/generate-backend-content.mjs from src/lib/query-expansion.ts. Do not edit: change the original.
/**
 * How visitors say what the site says in its own words: a lexicon of general marketing synonyms
 * (visitor's word → the site's words), read by the search's query options (search-terms.ts) and by the
 * assistant's relevance gate (extractive-answer.ts). A query keeps its own words; the site's words are
 * added at a lower weight, so a page that uses the visitor's own word still ranks first. Entries are
 * domain synonyms a marketer would use, never a question mapped to a page. Imports nothing; copied to
 * the chat edge function by scripts/generate-backend-content.mjs.
 */

/**
 * Visitor's words (comma-separated, each one word) → the site's words (comma-separated; a phrase of
 * several words counts as present only when all of them are).
 */
export const VISITOR_VOCABULARY: ReadonlyArray<readonly [visitor: string, site: string]> = [
  // The firm: where, who, when
  ['office, offices, headquarters, hq, located, location, based', 'address, new york'],
  ['nyc, manhattan', 'new york'],
  ['staff, employees, headcount, people, personnel, team', 'team, people'],
  ['big, large, bigger, larger', 'size'],
  ['firm, agency, company', 'company, agency, firm'],
  ['founded, started, established, around', 'since, founded'],
  ['available, availability, open', 'hours, monday, friday'],
  ['reply, respond, response, back', 'respond, response, reply'],
  ['enquiry, inquiry, enquiries, inquiries, request', 'inquiry, request, message'],
  ['examples, example, stories, story, portfolio', 'case study, results'],
  ['results, outcomes', 'results, case study'],
  ['customers, customer, clients', 'client, customer'],
  ['hospital, clinic, clinics, doctor, doctors, medical, healthcare', 'healthcare, clinic'],
  ['charity, charities, nonprofit, nonprofits, non-profit', 'nonprofit, pro bono'],
  ['junior, beginner, beginners, graduates', 'early-career, mentoring'],
  ['material, materials, resources, tutorial, tutorials, reading', 'guide, guides, resources'],
  ['free', 'free, no cost'],
  ['cost, costs, price, pricing, budget, fee, fees, afford', 'cost, budget, investment'],
  // Channels and services
  ['adwords, ads, advertising, sem', 'ppc, paid search'],
  ['organic', 'seo'],
  ['magazine, magazines, press, journalists, journalist, newspaper, newspapers, publications, coverage', 'publications, editors, journalist, media'],
  ['trade', 'industry'],
  ['publicity', 'pr, media'],
  ['backlinks, backlink, links', 'backlinks, links'],
  ['text, texting, texts', 'sms'],
  ['prospects, prospect, enquirers', 'leads'],
  ['warm, follow-up, follow', 'nurture, nurturing'],
  ['referrals, referral, mouth', 'referral, lead generation, leads, pipeline'],
  ['rivals, rival, competition, competing', 'competitors, competitor'],
  ['watch, spy, track, tracking', 'monitor, monitoring'],
  ['rankings, ranking, positions, position', 'rankings, ranking'],
  ['migrate, migrating, migration, relaunch, rebuild', 'redesign, migration'],
  ['lose, losing, drop, dropping, fall, falling, decline, suffer, drying, dry', 'drop, decline, hurt'],
  ['bot, bots, chatbot, chatbots', 'ai, assistant, agent'],
  ['receptionist, phone, call, calls', 'voice agent, voice'],
  ['react, angular, vue, spa', 'javascript, rendering'],
  ['crawlers, crawler, spider', 'crawlers, bots'],
  ['schema, markup', 'structured data, schema'],
  ['topic, topics, subject, niche', 'topical, topic'],
  ['blog, blogs, posts, post, articles', 'content, articles'],
  ['publishing, publish, write, writing', 'publish, content'],
  ['numbers, figures, stats, statistics', 'metrics, kpis'],
  ['board, leadership, executives, ceo, management', 'executive, leadership'],
  ['legal, lawful, law, gdpr', 'compliance, gdpr, privacy'],
  ['sustainability, sustainable, green, environmental, greenwashing', 'csr, sustainability, greenwashing'],
  ['trusted, trust, credibility, credible, trustworthy', 'trust, trustworthiness, authority, credibility'],
  ['financial, finance, medical, legal', 'ymyl'],
  ['wrong, incorrect, inaccurate, outdated', 'inaccurate, inconsistent'],
  ['chatgpt, perplexity, gemini, copilot, llm, llms', 'ai search, generative'],
  ['aeo', 'answer engine optimization'],
  ['geo', 'generative engine optimization'],
  ['roi, payback, profitable, pay, paying, pays', 'roi, payback, revenue, return'],
  ['soon, quickly, fast', 'timeline, weeks, days'],
  ['automate, automation, automated', 'automation'],
  ['marketers, marketer', 'marketing team'],
  ['everything, all-in-one, one-stop', 'integrated'],
];

/** Words that say nothing about a topic in a visitor's question ("you guys", "basically", "how many"). */
export const FILLER_WORDS: readonly string[] = (
  'actually basically really guys guy folks anyone anybody anything someone somebody something stuff thing things kind sort ' +
  'lot lots loads many much each every way ways maybe currently ever even still usually typically enough anymore else ' +
  // what is left of "we're", "doesn't", "it'll" once split at the apostrophe
  're ve ll d m t s doesn don isn aren wasn won didn ' +
  // the frame of a question, not its topic ("is it OK to ...")
  'ok okay ' +
  // verbs any question may use, and how the visitor wants it told
  'make sure say says mean means come comes see sees go goes take takes let explain plain english simple simply briefly'
).split(' ');
