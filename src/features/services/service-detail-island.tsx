/** A service's page as an island of an islands page, with its built-in content as props (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { ServiceDetailPage } from './service-detail-page';

export const serviceDetail = defineIsland('service-detail', ServiceDetailPage);
