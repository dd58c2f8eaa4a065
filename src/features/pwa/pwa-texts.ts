/** Every text the update prompt shows. */
export const pwaTexts = {
  updateAvailable: 'A new version of this site is available.',
  reload: 'Reload',
  dismiss: 'Dismiss',
  regionLabel: 'Site update',
} as const;
