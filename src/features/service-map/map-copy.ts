/** Every text the service ecosystem map shows; service titles and descriptions come from the catalogue. */
import type { MapCategory } from './map-categories';

/** The map's words. */
export const mapCopy = {
  hubLabel: 'AI Authority Flywheel',
  hubNote: 'Each service feeds the next',
  regionLabel: 'Service ecosystem map',
  legendLabel: 'Legend',
  categoryLabels: {
    foundation: 'Foundation',
    content: 'Content',
    architecture: 'Architecture',
    visibility: 'Visibility',
    leadGen: 'Lead Gen',
    trust: 'Trust',
  } satisfies Record<MapCategory, string>,
  desktopInstruction:
    'Point at a service, or move to it with the Tab key, to see the problem it solves and the services it connects to. Click a service to open its page; with the keyboard, Enter moves into its details and Escape returns to the map.',
  cardKeyHint: 'Press Enter for its details and connected services, Escape to return.',
  touchInstruction: 'Tap a service to see the problem it solves and the services it connects to. The arrow opens its page.',
  panelLabel: 'Service details',
  challengeLabel: 'The challenge',
  solutionLabel: 'Our solution',
  connectedLabel: 'Connected services',
  connectedTo: (title: string) => `Connected to ${title}`,
  connectedBadge: 'Connected',
  openService: (title: string) => `Open ${title}`,
  liveSummary: (title: string, connected: string[]) => `${title}, connected to ${connected.join(', ')}.`,
} as const;
