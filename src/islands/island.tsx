/** One of the parts every page shares, where the root route places it (see IslandContainer). */
import { IslandContainer } from '../components/island-container';
import { sharedIslands, type SharedIslandName } from './site-islands';

export function Island({ name }: { name: SharedIslandName }) {
  return <IslandContainer name={name}>{sharedIslands[name]()}</IslandContainer>;
}
