/** The header button's words, apart from the rest of searchTexts: they ship with every page's first load. */
export const searchLauncherTexts = {
  /** Seen on wide screens; with launcherRest it names the button "Search the site". */
  launcherShort: 'Search',
  launcherRest: ' the site',
  shortcutHint: (mac: boolean) => (mac ? '⌘K' : 'Ctrl K'),
} as const;
