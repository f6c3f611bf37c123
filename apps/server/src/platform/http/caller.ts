import type { Selectable } from 'kysely';
import type { AccountsTable, UsersTable } from '../../db/schema.ts';
import type { SessionRecord } from '../sessions/session-store.ts';

export type UserRow = Selectable<UsersTable>;
export type AccountRow = Selectable<AccountsTable>;
export interface UserWithAccount {
  user: UserRow;
  account: AccountRow | null;
}

/** Who is calling: the signed-in id, and the subscriber whose data the call may touch. */
export interface Caller {
  session: SessionRecord;
  /** the signed-in id (a subscriber, or an agent) */
  self: UserWithAccount;
  /** the subscriber acted as: the subscriber themself, or the one an agent acts for; null for an agent not acting */
  subject: UserWithAccount | null;
  isAgent: boolean;
}
