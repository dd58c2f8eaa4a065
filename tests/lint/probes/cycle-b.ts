/** Probe for no-cycle: imports cycle-a, which imports it back. */
import { a } from './cycle-a';

export const b = () => a;
