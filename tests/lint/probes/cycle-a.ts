/** Probe for no-cycle: imports cycle-b, which imports it back. */
import { b } from './cycle-b';

export const a = () => b;
