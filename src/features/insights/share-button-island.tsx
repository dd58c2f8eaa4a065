/** The share button as an island of an islands page (its definition: src/components/island-definition.ts). */
import { defineIsland } from '../../components/island-definition';
import { ShareButton } from './share-button';

export const shareButton = defineIsland('share-button', ShareButton);
