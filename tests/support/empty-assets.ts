/** Test helper: a document with no built CSS or scripts, for rendering pages outside a build. */
import type { AppAssets, PageAssets } from '../../src/app-assets';

const none: AppAssets = { stylesheets: [], modulePreloads: [], scripts: [] };

export const emptyAssets: PageAssets = { app: none, islands: none };
