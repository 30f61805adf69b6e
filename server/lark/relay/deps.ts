import type { LarkConfig } from '../../config';
import type { Db } from '../../db/connection';
import type { LarkPlatform } from '../platform';

/** What the relay needs: the database, the Lark client and its configuration. */
export interface RelayDeps {
  db: Db;
  lark: LarkPlatform;
  config: LarkConfig;
}
