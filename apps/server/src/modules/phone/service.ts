import type { Kysely } from 'kysely';
import type { PhoneOverview, VoicemailChange, VoicemailInbox, VoicemailMessage } from '@coax/contract';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { toSessionUser } from '../session/index.ts';
import * as repo from './repository.ts';
import { voicemailWav } from './voicemail-audio.ts';

const REFUSED = {
  noSubject: 'Choose a subscriber to act for first.',
  noPhone: 'Voicemail comes with phone service, which this account does not have.',
  notFound: 'We could not find that voicemail message. It may have been deleted.',
} as const;

/** Whose line a call is about: always the session's subject's account. */
export interface LineOwner {
  accountNumber: string;
}

type MessageRow = Awaited<ReturnType<typeof repo.listVoicemails>>[number];

function toMessage(m: MessageRow): VoicemailMessage {
  return {
    id: m.id,
    fromName: m.from_name,
    fromNumber: m.from_number,
    receivedAt: Number(m.received_at),
    durationSeconds: m.duration_seconds,
    isNew: m.is_new === 1,
    transcript: m.transcript,
    transcriptLanguage: m.transcript_language === 'es' ? 'es' : 'en',
  };
}

/**
 * The phone line and its voicemail box (issue 23 item 1). The box is the account's line, so the
 * primary and every secondary id of an account with phone service use it: the session carries no
 * per-id voice permission (seed 002's is_optimum_voice_secondary is not among its flags).
 */
export function phoneService(deps: { db: Kysely<Database> }) {
  const { db } = deps;

  async function own(owner: LineOwner, id: string) {
    const m = await repo.findVoicemail(db, owner.accountNumber, id);
    if (!m) throw errors.notFound('phone.voicemail.not-found', REFUSED.notFound);
    return m;
  }

  async function change(owner: LineOwner): Promise<VoicemailChange> {
    return { newCount: (await repo.countVoicemails(db, owner.accountNumber)).newCount };
  }

  return {
    /** The session's subscriber's line; refused without one or without phone service (seed 000 §6). */
    owner(p: Caller | null): LineOwner {
      if (!p?.subject) throw errors.forbidden('session.choose-subscriber', REFUSED.noSubject);
      const user = toSessionUser(p.subject, { authAt: p.session.authAt, csrId: null });
      const account = p.subject.account;
      if (!account || !user.entitlements.voicemail) {
        throw errors.forbidden('phone.no-phone', REFUSED.noPhone);
      }
      return { accountNumber: account.account_number };
    },

    async overview(owner: LineOwner): Promise<PhoneOverview> {
      const [phoneNumber, voicemail] = await Promise.all([
        repo.findPhoneNumber(db, owner.accountNumber),
        repo.countVoicemails(db, owner.accountNumber),
      ]);
      return { phoneNumber: phoneNumber ?? null, voicemail };
    },

    async inbox(owner: LineOwner): Promise<VoicemailInbox> {
      const rows = await repo.listVoicemails(db, owner.accountNumber);
      return { messages: rows.map(toMessage), newCount: rows.filter((m) => m.is_new === 1).length };
    },

    async audio(owner: LineOwner, id: string): Promise<Uint8Array> {
      const m = await own(owner, id);
      return voicemailWav(m.id, m.duration_seconds);
    },

    async mark(owner: LineOwner, id: string, heard: boolean): Promise<VoicemailChange> {
      if ((await repo.setVoicemailNew(db, owner.accountNumber, id, heard ? 0 : 1)) === 0) {
        throw errors.notFound('phone.voicemail.not-found', REFUSED.notFound);
      }
      return change(owner);
    },

    async remove(owner: LineOwner, id: string): Promise<VoicemailChange> {
      if ((await repo.deleteVoicemail(db, owner.accountNumber, id)) === 0) {
        throw errors.notFound('phone.voicemail.not-found', REFUSED.notFound);
      }
      return change(owner);
    },
  };
}

export type PhoneService = ReturnType<typeof phoneService>;
