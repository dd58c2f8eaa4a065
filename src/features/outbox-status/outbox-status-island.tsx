/** /outbox's live view as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { OutboxStatus as default } from './outbox-status';
