import { CreateFoundation1795382860659 } from './1795382860659-create-foundation';

/** Every migration, oldest first. A new migration is added here explicitly. */
export const MIGRATIONS = [CreateFoundation1795382860659];
