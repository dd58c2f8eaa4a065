// IndexedDB for the outbox in every unit test (DESIGN section 6).
import 'fake-indexeddb/auto';
