/** Test helper: a document with no built CSS or scripts, for rendering pages outside a build. */
import type { AppAssets } from '../../src/app-assets';

export const emptyAssets: AppAssets = { stylesheets: [], modulePreloads: [], scripts: [] };
