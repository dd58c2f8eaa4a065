/** The shape of the /about page's copy (src/content/pages/about-content.ts). */

import type { ServiceGroup } from '../services/service-types';

/** Every service slug the site knows: SPEC's 14 static ones plus the 7 known on the database side. */
export type AboutServiceSlug =
  | 'seo-ppc-superpowers'
  | 'content-media-creation'
  | 'omnichannel-communication'
  | 'intelligent-campaigns'
  | 'analytics-reporting'
  | 'intent-graph-targeting'
  | 'precision-lead-management'
  | 'security-compliance'
  | 'ai-websites-landing-pages'
  | 'outreach-partnerships'
  | 'voice-agent-verification'
  | 'ai-lead-generation'
  | 'omnichannel-nurturing'
  | 'competitor-monitoring'
  | 'technical-seo-architecture'
  | 'ai-content-creation'
  | 'topical-authority-strategy'
  | 'answer-engine-optimization'
  | 'generative-engine-optimization'
  | 'ai-marketing-automation'
  | 'real-time-analytics';

/** Head metadata for /about. */
export interface AboutMeta {
  title: string;
  /** 140-160 characters */
  description: string;
  keywords: string[];
}

/** A link rendered as a button. */
export interface AboutLink {
  label: string;
  href: string;
}

/** Top of the page; its words are also the page's hero entry in static-pages. */
export interface AboutHero {
  eyebrow: string;
  heading: string;
  intro: string;
  /** accessible name of the facts panel beside the heading */
  factsLabel: string;
  facts: FirmFact[];
}

/** One row of the before/after comparison. */
export interface ParadigmComparisonRow {
  dimension: string;
  before: string;
  after: string;
}

/** From keyword ranking to being cited. */
export interface AboutParadigmShift {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  comparisonHeading: string;
  beforeLabel: string;
  afterLabel: string;
  comparison: ParadigmComparisonRow[];
}

/** One step of the six-step integrated service model. */
export interface ServiceModelStep {
  step: 1 | 2 | 3 | 4 | 5 | 6;
  key: ServiceGroup;
  name: string;
  /** one line */
  role: string;
  /** two or three sentences */
  description: string;
  /** two to four example services, linked to /services/<slug> */
  serviceSlugs: AboutServiceSlug[];
}

/** The six-step integrated service model. */
export interface AboutServiceModel {
  eyebrow: string;
  heading: string;
  intro: string;
  /** label before a step's service links */
  servicesLabel: string;
  steps: ServiceModelStep[];
}

/** A business pain point and how the firm answers it. */
export interface AboutPainPoint {
  title: 'Resource Crunch' | 'Visibility Crisis' | 'Data Overwhelm' | 'Engagement Gap';
  problem: string;
  answer: string;
  serviceSlugs: AboutServiceSlug[];
}

/** The four pain points section. */
export interface AboutPainPoints {
  eyebrow: string;
  heading: string;
  intro: string;
  problemLabel: string;
  answerLabel: string;
  /** heads each card's list of the services that answer it */
  servicesLabel: string;
  items: AboutPainPoint[];
}

/** A recommendation for executives: a title and two sentences. */
export interface LeadershipRecommendation {
  title: string;
  body: string;
}

/** The leadership recommendations section. */
export interface AboutRecommendations {
  eyebrow: string;
  heading: string;
  intro: string;
  items: LeadershipRecommendation[];
}

/** A market statistic with its honest attribution. */
export interface AboutStatistic {
  value: string;
  label: string;
  /** one sentence */
  context: string;
  source: string;
}

/** A result clients typically see; never a guarantee. */
export interface TransformationMetric {
  value: string;
  label: string;
  context: string;
}

/** Market statistics and transformation metrics. */
export interface AboutFigures {
  marketEyebrow: string;
  marketHeading: string;
  marketIntro: string;
  /** printed before each statistic's source */
  sourceLabel: string;
  statistics: AboutStatistic[];
  transformationEyebrow: string;
  transformationHeading: string;
  transformationIntro: string;
  transformationMetrics: TransformationMetric[];
  /** shown under the transformation metrics */
  disclaimer: string;
}

/** A headline fact about the firm. */
export interface FirmFact {
  value: string;
  label: string;
}

/** A value the firm works by. */
export interface FirmValue {
  title: string;
  description: string;
}

/** The firm's story and values. */
export interface AboutStory {
  eyebrow: string;
  heading: string;
  paragraphs: string[];
  valuesHeading: string;
  values: FirmValue[];
}

/** Closing call to action. */
export interface AboutCallToAction {
  heading: string;
  text: string;
  primary: AboutLink;
  secondary: AboutLink;
}

/** The whole /about page. */
export interface AboutContent {
  meta: AboutMeta;
  hero: AboutHero;
  paradigmShift: AboutParadigmShift;
  serviceModel: AboutServiceModel;
  painPoints: AboutPainPoints;
  recommendations: AboutRecommendations;
  figures: AboutFigures;
  story: AboutStory;
  cta: AboutCallToAction;
}
