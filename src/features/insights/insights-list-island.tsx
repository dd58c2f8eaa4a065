/** /insights's filter and list as an island of an islands page (src/islands loads files named *-island.tsx by name). */
export { InsightsList as default } from './insights-list';
