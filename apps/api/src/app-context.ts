import type { AppConfig } from './config';
import type { Database } from './db/client';

/** What every module's routes receive. */
export interface AppContext {
  db: Database;
  config: AppConfig;
}
