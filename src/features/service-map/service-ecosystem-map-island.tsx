/** The service ecosystem map as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { ServiceEcosystemMap as default } from './service-ecosystem-map';
