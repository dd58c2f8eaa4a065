import type { SitePassage } from './collect-passages';

/** The site's search passages, read from src/content through Vite. */
export function loadSitePassages(root?: string): Promise<SitePassage[]>;
