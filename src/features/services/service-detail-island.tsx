/** A service's page as an island of an islands page, with its built-in content as props (src/islands loads files named *-island.tsx by name). */
export { ServiceDetailPage as default } from './service-detail-page';
