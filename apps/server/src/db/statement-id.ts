import { createHash } from 'node:crypto';

/**
 * A statement's id, from its account and date: one statement per account and date, so two runs
 * that would write the same statement collide on the key. The demo seed and the statement run
 * both name statements this way.
 */
export const statementId = (account: string, date: string) =>
  `st_${createHash('sha256').update(`${account}|${date}`).digest('hex').slice(0, 16)}`;
