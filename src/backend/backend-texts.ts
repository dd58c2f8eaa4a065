/** The backend layer's texts: docs/product/texts.md's internal labels and service-detail errors, verbatim. */
export const backendTexts = {
  backendUnavailable: 'Backend unavailable',
  aiServiceUnavailable: 'AI service unavailable',
  noServiceSlug: 'No service slug provided',
  serviceNotFound: 'Service not found',
  failedToLoadService: 'Failed to load service',
} as const;

