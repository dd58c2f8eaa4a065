/** Client entry of router pages: hydrates the prerendered page, then starts the background work; once the page is idle it renders deferred blocks. */
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { createAppRouter } from './router';
import { captureStaticHtml } from './components/static-html-store';
import { whenIdle } from './lib/when-idle';
import { renderDeferredBlocks } from './lib/render-deferred-blocks';
import { startBackgroundWork } from './start-background-work';

// Regions the client never hydrates keep the HTML they arrived with.
captureStaticHtml(document, window.location.pathname);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: a tap or a keypress during start-up is answered at once.
const router = createAppRouter();
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />);
});
// Long texts and the footer skip layout at first (styles.css); once the page is idle they are rendered.
// The router reports its first render (the hydration) as it reports every navigation's.
router.subscribe('onRendered', () => whenIdle(() => renderDeferredBlocks()));
startBackgroundWork();
