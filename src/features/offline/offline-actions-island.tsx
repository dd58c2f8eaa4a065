/** The offline page's way back as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { OfflineActions as default } from './offline-actions';
