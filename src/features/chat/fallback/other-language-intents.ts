/** What a message in Spanish, German or French asks for, where the keyword rules (English words) cannot tell. */
import type { VisitorLanguage } from '../../../lib/visitor-language';

/** A price, a call or meeting, something urgent, or a person: the team answers these best. */
type Intent = 'handoff' | 'services';

// Plain words (lower case, no accents), as contentWords gives them.
const WORDS: Record<Exclude<VisitorLanguage, 'en'>, Record<Intent, string>> = {
  es: {
    handoff:
      'precio precios cuesta cuestan costo coste costos presupuesto tarifa tarifas cita consulta consultoria reunion ' +
      'llamada llamar llamenme hablar contacto urgente urgencia inmediatamente persona humano alguien',
    services: 'servicios servicio ofrecen ofrece hacen',
  },
  de: {
    handoff:
      'preis preise kosten kostet kostenpunkt budget honorar termin beratung beratungsgesprach gesprach anruf anrufen ' +
      'rufen sprechen kontakt treffen dringend sofort eilig mensch menschen jemand mitarbeiter',
    services: 'leistungen dienstleistungen angebot angebote bietet macht',
  },
  fr: {
    handoff:
      'prix cout couts coute coutent tarif tarifs budget devis rendez consultation appel appeler parler contact reunion ' +
      'urgent urgente urgence immediatement personne humain quelqu',
    services: 'services service prestations proposez offrez faites',
  },
};

const sets = Object.fromEntries(
  Object.entries(WORDS).map(([language, intents]) => [
    language,
    Object.fromEntries(Object.entries(intents).map(([intent, words]) => [intent, new Set(words.split(' '))])),
  ]),
) as Record<Exclude<VisitorLanguage, 'en'>, Record<Intent, Set<string>>>;

const plainWords = (message: string) =>
  message.toLowerCase().replace(/ß/g, 'ss').normalize('NFKD').replace(/\p{M}/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * 'handoff' when any word asks for a price, a call, urgency or a person; 'services' when the message's
 * content words (`contentWords`, without the language's function words) ask only what the firm offers.
 */
export function intentOf(message: string, contentWords: string, language: Exclude<VisitorLanguage, 'en'>): Intent | null {
  if (plainWords(message).some((word) => sets[language].handoff.has(word))) return 'handoff';
  const words = contentWords.split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => sets[language].services.has(word)) ? 'services' : null;
}
