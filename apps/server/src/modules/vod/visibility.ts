import { sql, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { EXCLUDED_VOD_ASSET_ID, EXCLUDED_VOD_RATING } from '@coax/domain';
import type { Database } from '../../db/schema.ts';

export type Db = Kysely<Database> | Transaction<Database>;

/**
 * Seed 001 §5 "Excluded VOD content: rating NC-17 and one specific asset id." Every query that
 * reads vod_titles adds this, whatever else filtered the rows before (the browse ranks and the
 * search index leave such titles out too): a title loaded by any route never gets past it.
 */
export function visibleTitle(alias: string) {
  const col = (c: string) => sql.ref(`${alias}.${c}`);
  return sql<SqlBool>`(${col('rating')} <> ${EXCLUDED_VOD_RATING} and coalesce(${col('hd_asset')}, -1) <> ${EXCLUDED_VOD_ASSET_ID} and coalesce(${col('sd_asset')}, -1) <> ${EXCLUDED_VOD_ASSET_ID})`;
}
