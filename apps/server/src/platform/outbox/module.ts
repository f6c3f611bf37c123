import type { AreaModule } from '../http/module.ts';
import { outboxJob } from './outbox.ts';

/** Delivers the outbox's e-mail and texts on the job runner's timer. */
export const outbox: AreaModule = {
  name: 'outbox',
  routes: (_r, { db, mailer }) => ({ jobs: [outboxJob(db, mailer)] }),
};
