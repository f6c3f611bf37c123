import type { Kysely } from 'kysely';
import type { DeskSupportCase, EmailUsRequest, SupportCase } from '@coax/contract';
import { SupportCaseMessages, attachmentProblem, sniffAttachmentType } from '@coax/domain';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../platform/clock.ts';
import { errors } from '../../platform/errors.ts';
import type { Caller } from '../../platform/http/caller.ts';
import { enqueue } from '../../platform/outbox/outbox.ts';
import { answerNotice, receivedNotices } from './cases-notices.ts';
import { agentIdOf, caseOwnerOf, iso, isoOrNull, newCaseId } from './cases-owner.ts';
import * as repo from './cases-repository.ts';

const ATTACHMENT_REASON = {
  attachmentEmpty: 'support.attachment.empty',
  attachmentSize: 'support.attachment.size',
  attachmentType: 'support.attachment.type',
} as const;

function caseView(row: repo.CaseRow): SupportCase {
  return {
    id: row.id,
    service: row.service,
    templateName: row.template_name,
    subject: row.subject,
    question: row.question,
    status: row.status,
    attachment:
      row.attachment_name !== null && row.attachment_type !== null
        ? { fileName: row.attachment_name, type: row.attachment_type, bytes: Number(row.attachment_bytes) }
        : null,
    createdAt: iso(row.created_at),
    answer: row.answer,
    answeredAt: isoOrNull(row.answered_at),
  };
}

function deskView(row: repo.CaseRow): DeskSupportCase {
  return {
    ...caseView(row),
    userId: row.user_id,
    name: row.name,
    email: row.email,
    answeredBy: row.answered_by,
  };
}

/** The bytes of a base64 attachment, checked by content: size first, then the magic bytes. */
function checkedAttachment(contentBase64: string) {
  const bytes = Buffer.from(contentBase64, 'base64');
  const problem = attachmentProblem(bytes);
  if (problem === 'attachmentEmpty' || problem === 'attachmentSize' || problem === 'attachmentType') {
    const reason = ATTACHMENT_REASON[problem];
    throw errors.badRequest(reason, SupportCaseMessages[problem], [
      { path: 'body.attachment.contentBase64', reason, message: SupportCaseMessages[problem] },
    ]);
  }
  const type = sniffAttachmentType(bytes);
  if (type === null) throw errors.badRequest('support.attachment.type');
  return { bytes: bytes.length, type, base64: bytes.toString('base64') };
}

export function supportCasesService(deps: {
  db: Kysely<Database>;
  clock: Clock;
  brand: string;
  mailbox: string;
}) {
  const { db, clock } = deps;
  return {
    /**
     * Seed 002 §7 POST emailus: keeps the message as a case and, in the same transaction, puts
     * the message for the support mailbox (the attachment attached) and the acknowledgement in
     * the outbox.
     */
    async emailUs(caller: Caller | null, input: EmailUsRequest, lang: 'en' | 'es'): Promise<SupportCase> {
      const owner = caseOwnerOf(caller);
      const file = input.attachment ? checkedAttachment(input.attachment.contentBase64) : null;
      const now = clock.now();
      const row: repo.CaseRow = {
        id: newCaseId('SC'),
        user_id: owner.userId,
        account_number: owner.accountNumber,
        name: input.name,
        email: input.email,
        language: lang,
        service: input.service,
        template_name: input.templateName,
        subject: input.subject,
        question: input.question,
        status: 'open',
        attachment_name: input.attachment ? input.attachment.fileName : null,
        attachment_type: file ? file.type : null,
        attachment_bytes: file ? file.bytes : null,
        created_at: now,
        answer: null,
        answered_at: null,
        answered_by: null,
      };
      await db.transaction().execute(async (trx) => {
        await repo.insertCase(trx, row, file ? file.base64 : null);
        const notices = receivedNotices(row, {
          brand: deps.brand,
          mailbox: deps.mailbox,
          attachmentBase64: file ? file.base64 : null,
        });
        await enqueue(trx, now, notices);
      });
      return caseView(row);
    },

    async list(caller: Caller | null): Promise<{ cases: SupportCase[] }> {
      const owner = caseOwnerOf(caller);
      const rows = await repo.listCasesOfAccount(db, owner.accountNumber);
      return { cases: rows.map(caseView) };
    },

    async desk(caller: Caller | null): Promise<{ cases: DeskSupportCase[] }> {
      agentIdOf(caller);
      return { cases: (await repo.listDeskCases(db)).map(deskView) };
    },

    /** An agent answers: the case closes and the answer goes out by e-mail, once. */
    async answer(caller: Caller | null, caseId: string, answer: string): Promise<DeskSupportCase> {
      const agentId = agentIdOf(caller);
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const row = await repo.findCase(trx, caseId);
        if (!row) throw errors.notFound('support.case.not-found', SupportCaseMessages.caseNotFound);
        if (!(await repo.answerCase(trx, caseId, { text: answer, at: now, by: agentId }))) {
          throw errors.conflict('support.case.answered', SupportCaseMessages.caseAnswered);
        }
        await enqueue(trx, now, [answerNotice(row, answer, deps.brand)]);
        await repo.insertAuditEntry(trx, {
          at: now,
          actor_id: agentId,
          actor_role: 'agent',
          subject_id: row.user_id,
          account_number: row.account_number,
          kind: 'change',
          action: 'support.case.answer',
          status: 200,
          detail: row.id,
        });
        const after = await repo.findCase(trx, caseId);
        if (!after) throw errors.notFound('support.case.not-found');
        return deskView(after);
      });
    },
  };
}

export type SupportCasesService = ReturnType<typeof supportCasesService>;
