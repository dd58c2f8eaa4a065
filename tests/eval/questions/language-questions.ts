/** In-scope questions in Spanish, German and French, with the pages that answer them (the site is in English). */
import type { EvalLanguage, InScopeQuestion } from './question-types';
import { page as p } from './site-paths';

const q = (id: string, lang: EvalLanguage, question: string, pages: readonly string[]): InScopeQuestion => ({ kind: 'in-scope', id, question, lang, pages });

/** The questions not in English. */
export const languageQuestions: readonly InScopeQuestion[] = [
  q('es-services', 'es', '¿Qué servicios ofrecen?', [p.services, p.about]),
  q('es-office', 'es', '¿Dónde está su oficina?', [p.contact, p.about]),
  q('es-chatgpt', 'es', '¿Cómo puedo hacer que ChatGPT recomiende mi empresa?', [p.leadGen, p.geo, p.aeo, p.aiEngineMastery]),
  q('es-reply-time', 'es', '¿Cuánto tardan en responder a una solicitud?', [p.contact]),
  q('es-aeo', 'es', '¿Qué es la optimización para motores de respuesta (AEO)?', [p.aeo, p.aeoVsGeo, p.aiEngineMastery]),
  q('es-nonprofit', 'es', '¿Ayudan a organizaciones sin ánimo de lucro?', [p.csr]),
  q('de-services', 'de', 'Welche Dienstleistungen bieten Sie an?', [p.services, p.about]),
  q('de-reply-time', 'de', 'Wie schnell antworten Sie auf eine Anfrage?', [p.contact]),
  q('de-aeo-geo', 'de', 'Was ist der Unterschied zwischen AEO und GEO?', [p.aeoVsGeo, p.geo, p.aiEngineMastery]),
  q('de-hubspot', 'de', 'Arbeiten Sie mit HubSpot oder Salesforce?', [p.leadManagement]),
  q('de-cookie', 'de', 'Reicht ein Cookie-Banner für die DSGVO?', [p.security]),
  q('de-founded', 'de', 'Seit wann gibt es Ihre Firma?', [p.about, p.gartner]),
  q('fr-services', 'fr', 'Quels services proposez-vous ?', [p.services, p.about]),
  q('fr-office', 'fr', 'Où se trouvent vos bureaux ?', [p.contact, p.about]),
  q('fr-chatgpt-cites', 'fr', 'Comment savoir si ChatGPT cite mon entreprise ?', [p.analytics, p.guides, p.research, p.competitors]),
  q('fr-founded', 'fr', 'Depuis quand existe votre entreprise ?', [p.about, p.gartner]),
  q('fr-topical', 'fr', "Qu'est-ce que l'autorité thématique ?", [p.topicalService, p.topicalPillar, p.topicalMoat]),
  q('fr-zero-click', 'fr', 'Que sont les recherches zéro clic ?', [p.zeroClick]),
];
