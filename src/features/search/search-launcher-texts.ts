/** The header button's words, apart from the rest of searchTexts: they ship with every page's first load. */
export const searchLauncherTexts = {
  launcher: 'Search the site',
  launcherShort: 'Search',
  shortcutHint: (mac: boolean) => (mac ? '⌘K' : 'Ctrl K'),
} as const;
