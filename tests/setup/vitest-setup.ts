// IndexedDB for the outbox in every unit test (DESIGN section 6).
import 'fake-indexeddb/auto';
import { configure } from '@testing-library/dom';

// findBy*/waitFor wait up to 5 s instead of 1 s: IndexedDB (fake-indexeddb), the router and the
// dynamic imports a send makes settle slowly on a busy 2-core machine. They wait for what a visitor
// would see, not for how fast; speed is the bench's to measure.
configure({ asyncUtilTimeout: 5000 });
