/** The share button as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { ShareButton as default } from './share-button';
