/** The service ecosystem map as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { ServiceEcosystemMap } from './service-ecosystem-map';

export const serviceEcosystemMap = defineIsland('service-ecosystem-map', ServiceEcosystemMap);
