/** The Service Portfolio with its list's state as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { LiveServicePortfolio } from './live-service-portfolio';

export const servicePortfolio = defineIsland('service-portfolio', LiveServicePortfolio);
