/** The offline page's way back as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { OfflineActions } from './offline-actions';

export const offlineActions = defineIsland('offline-actions', OfflineActions);
