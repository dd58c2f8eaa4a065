/** The chat's local fallback engine: a keyword-matched canned reply, pure and deterministic (docs/product/texts.md). */
import { siteConfig } from '../../../content/site-config';
import { serviceDirectory, serviceFamilyNames, servicesOfOrigin, type ServiceOrigin } from '../../../content/services/service-directory';
import { FALLBACK_CONFIDENCE_DEFAULT, FALLBACK_CONFIDENCE_KEYWORD } from '../../../lib/spec-constants';
import { fallbackCopy, technicalDifficultiesReply } from './fallback-copy';
import { fallbackRules } from './fallback-rules';
import type {
  FallbackContext,
  FallbackReplyId,
  FallbackReplyText,
  FallbackResponse,
  FallbackRule,
} from './fallback-types';
import { compileKeywordMatcher, normaliseMessage } from './keyword-matcher';

const family = (origin: ServiceOrigin) => ({
  name: serviceFamilyNames[origin],
  titles: servicesOfOrigin(origin).map((s) => s.title),
});

// Every count and name of a service comes from the catalogue's directory, so the chat agrees with /services.
const context: FallbackContext = {
  phone: siteConfig.contactInfo.phone,
  email: siteConfig.contactInfo.email,
  serviceCount: serviceDirectory.length,
  serviceFamilies: [family('static'), family('database')],
};

const compiledRules = fallbackRules.map((rule) => ({
  rule,
  matches: compileKeywordMatcher(rule.keywords, rule.excludes),
}));

function matchingRule(message: string): FallbackRule | undefined {
  const normalised = normaliseMessage(message);
  return compiledRules.find(({ matches }) => matches(normalised))?.rule;
}

/** Which rule answers this message: the first matching rule in priority order, else 'default'. */
export function matchFallbackRule(message: string): FallbackReplyId {
  return matchingRule(message)?.id ?? 'default';
}

function toResponse(text: FallbackReplyText, confidence: number): FallbackResponse {
  return { ...text, confidence, provider: 'fallback' };
}

/** The local reply to a visitor's message: 0.8 confidence for a keyword rule, 0.7 for the generic pitch. */
export function fallbackReply(message: string): FallbackResponse {
  const rule = matchingRule(message);
  return rule
    ? toResponse(rule.build(context), FALLBACK_CONFIDENCE_KEYWORD)
    : toResponse(fallbackCopy.default(context), FALLBACK_CONFIDENCE_DEFAULT);
}

/** The reply of one rule, or the generic pitch, whatever the message's words. */
export function fallbackReplyOf(id: FallbackReplyId): FallbackResponse {
  const rule = fallbackRules.find((candidate) => candidate.id === id);
  return rule
    ? toResponse(rule.build(context), FALLBACK_CONFIDENCE_KEYWORD)
    : toResponse(fallbackCopy.default(context), FALLBACK_CONFIDENCE_DEFAULT);
}

/**
 * The engine's reply, or SPEC's apology (with email and phone from site config) if the engine throws.
 * The apology carries the default confidence, since no keyword was matched, and no follow-ups.
 */
export function safeFallbackReply(
  message: string,
  engine: (message: string) => FallbackResponse = fallbackReply,
): FallbackResponse {
  try {
    return engine(message);
  } catch {
    return {
      response: technicalDifficultiesReply(context),
      confidence: FALLBACK_CONFIDENCE_DEFAULT,
      provider: 'fallback',
      followUpQuestions: [],
    };
  }
}
