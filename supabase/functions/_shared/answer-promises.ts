/**
 * Promises the firm does not make: guaranteed rankings or results, refunds, "#1", 100% certainty,
 * multiplied traffic, results by a date. Its real claims (ROI within 60-90 days, a reply within 24
 * hours, a strategy within 48) and its own "no one can guarantee a ranking" pass. Pure.
 */

// "not guarantees", "cannot guarantee", "doesn't guarantee", "no one, including us, can guarantee": a
// negation at most two words before, or a "no one ..." subject in the same clause; a comma ends the reach
// of the first ("we don't just hope, we guarantee" is a promise).
const NEGATION =
  /(?:\b(?:no|not|never|cannot|without|sin|nunca|keine?|nicht|niemals|aucune?|pas|jamais|ni)\b|n't|n’t)(?:\s+[\p{L}’']+){0,2}\s*$|\b(?:no one|nobody|no agency|no company|nadie|niemand|personne)\b[^.!?]{0,30}$/iu;

const PROMISES: readonly RegExp[] = [
  // Guarantees, in the four languages the chat answers in.
  /\b(?:guarantee[ds]?|guaranteeing|guaranty|warrant(?:y|ies|ed)?|garantiz\w*|garantía\w*|garantie\w*|garantiert\w*|garanti[rt]?\w*)\b/i,
  /\b(?:assured|surefire|sure-fire)\s+(?:results?|rankings?|success|traffic|leads|roi)\b/i,
  // "We promise ...": the firm's only promise is its reply within 24 hours and a strategy within 48.
  /\b(?:we|i)\s+(?:promise|pledge|vow|assure you|prometemos|prometo|versprechen|verspreche|promettons|promets)\b(?![^.!?\n]*\b(?:24|48)\s*(?:hours|horas|stunden|heures)\b)/i,
  // Money back.
  /\b(?:refund\w*|money[- ]back|reembols\w*|devoluci[oó]n del dinero|rückerstatt\w*|geld[- ]zurück\w*|rembours\w*)\b/i,
  // Being first (not a link's section anchor, such as /authority-hub#1-ai-engine-optimization-mastery).
  /(?<![\w/-])#\s?1\b|\bno\.\s?1\b|\bnumber[- ]one\b|\bn[úu]mero\s+(?:1|uno)\b|\bplatz\s+(?:1|eins)\b|\bnum[ée]ro\s+(?:1|un)\b/i,
  /\b(?:first|1st|top)[- ](?:page|spot|position|place|result|rank(?:ing)?)s?\s+(?:on|in|of)\s+(?:google|bing|search|chatgpt|ai)\b/i,
  /\b(?:we(?:'ll|’ll| will| can| shall)|will)\s+(?:get|put|place|rank|take|make)\s+(?:you|your (?:site|business|brand|website|company|page))\s+(?:rank\s+)?(?:to\s+)?(?:first|#?1|at the top|on top|to the top|on (?:the )?(?:first|top) page|on page (?:one|1))/i,
  /\b(?:primera p[aá]gina|erste[nr]? seite|premi[eè]re page)\b/i,
  // Certainty.
  /\b100\s?%\s*(?:guaranteed|success|satisfaction|results?|certain|sure|safe|risk[- ]free|of (?:clients|customers|the time)|garantiz\w*|garanti\w*)/i,
  /\b(?:risk[- ]free|no[- ]risk|zero[- ]risk|sin riesgo|risikofrei|sans risque)\b/i,
  /\b(?:overnight|instant(?:ly)?\s+(?:results|rankings|traffic))\b/i,
  // Multiplied outcomes.
  /\b(?:double|triple|quadruple|\d+x|\d+ times)\s+(?:your\s+|the\s+)?(?:traffic|revenue|sales|leads|rankings?|roi|conversions|citations|visibility)\b/i,
  // Results by a date (the firm's 60-90 days is a range, never "within 30 days").
  /\b(?:results?|rank(?:ing|ings)?|roi|traffic|leads|revenue|page one|first page)\b[^.!?\n]{0,40}\b(?:within|in|by)\s+(?:\d+|one|two|three|a|an)\s+(?:hours?|days?|weeks?)\b/i,
];

/** The first promise in the text the firm does not make, or undefined. */
export function brokenPromise(text: string): string | undefined {
  for (const pattern of PROMISES) {
    const global = new RegExp(pattern.source, 'gi');
    for (const match of text.matchAll(global)) {
      const before = text.slice(Math.max(0, match.index - 60), match.index).split(/[.!?\n;:]/).at(-1) ?? '';
      if (!NEGATION.test(before)) return match[0];
    }
  }
  return undefined;
}
