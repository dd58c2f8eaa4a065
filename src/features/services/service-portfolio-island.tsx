/** The Service Portfolio with its list's state as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { LiveServicePortfolio as default } from './live-service-portfolio';
