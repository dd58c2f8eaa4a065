/** /outbox's live view as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { OutboxStatus } from './outbox-status';

export const outboxStatus = defineIsland('outbox-status', OutboxStatus);
