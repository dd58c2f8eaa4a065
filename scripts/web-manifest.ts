/** The web app manifest: what makes the site installable to a home screen. */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  name: 'Ascend Strategy Consulting',
  short_name: 'Ascend',
  description: 'AI-powered authority building: be the source AI answer engines cite.',
  id: '/',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: '#081527',
  theme_color: '#0b1f3a',
  lang: 'en-US',
  categories: ['business', 'productivity'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  // Chromium's richer install sheet shows these: the home page's first screen on a phone and on a laptop
  // (public/screenshots, taken from the built site by scripts/take-manifest-screenshots.mjs).
  screenshots: [
    { src: '/screenshots/home-narrow.webp', sizes: '390x844', type: 'image/webp', form_factor: 'narrow', label: 'The home page on a phone' },
    { src: '/screenshots/home-wide.webp', sizes: '1280x800', type: 'image/webp', form_factor: 'wide', label: 'The home page on a laptop' },
  ],
};
