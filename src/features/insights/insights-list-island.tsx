/** /insights's filter and list as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { InsightsList } from './insights-list';

export const insightsList = defineIsland('insights-list', InsightsList);
