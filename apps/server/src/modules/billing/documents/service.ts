import type { Kysely } from 'kysely';
import type {
  BilingualText,
  BillingAccountList,
  BillInsert,
  BillInsertList,
  PendingCredits,
  StatementDetail,
  StatementExplanation,
  StatementList,
} from '@coax/contract';
import {
  displayAccountNumber,
  groupStatementLines,
  isStatementSection,
  statementFileName,
  type StatementLine,
} from '@coax/domain';
import type { Database } from '../../../db/schema.ts';
import type { Clock } from '../../../platform/clock.ts';
import { errors } from '../../../platform/errors.ts';
import type { Caller } from '../../../platform/http/caller.ts';
import { renderStatementPdf } from '../../../platform/pdf/statement-pdf.ts';
import { listBillCredits } from '../credits-repository.ts';
import { billPayCaller } from '../payer.ts';
import { billingAccountService } from '../transfer/billing-account.ts';
import {
  findInsert,
  findStatement,
  listInserts,
  listStatements,
  statementLines,
  type BillInsertRow,
  type StatementLineRow,
} from './repository.ts';
import { explainerView } from './explainer-text.ts';
import { explainStatement, lineNames } from './explainer.ts';
import { formatDay, formatMoney, STATEMENT_TEXT } from './statement-text.ts';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A line with its name in each language; `description` stays the English one the totals check reads. */
type NamedLine = StatementLine & { name: BilingualText };

function toLine(row: StatementLineRow): NamedLine {
  // Rows come from our own writers; a section outside the list is a data fault, not a user error.
  if (!isStatementSection(row.section)) {
    throw new Error(`statement ${row.statement_id} line ${row.seq}: unknown section`);
  }
  return {
    section: row.section,
    description: row.description,
    name: lineNames(row),
    amountCents: row.amount_cents,
  };
}

const insertTitle = (row: BillInsertRow) => ({ en: row.title_en, es: row.title_es });

export interface DocumentsDeps {
  db: Kysely<Database>;
  clock: Clock;
  brand: string;
  /** deflate PDF streams; tests read the text layer with it off */
  compressPdf?: boolean;
}

export function documentsService(deps: DocumentsDeps) {
  const { db, clock, brand } = deps;
  const billingAccounts = billingAccountService({ db, clock });

  /** The session's subject account: never one named by the caller. */
  async function subject(caller: Caller | null) {
    const p = await billPayCaller(db, caller);
    const accountNumber = p?.subject?.user.account_number;
    if (!p?.subject || !accountNumber) throw errors.forbidden('session.not-allowed');
    return { accountNumber, language: p.subject.user.language };
  }

  async function loadStatement(accountNumber: string, id: string) {
    const row = await findStatement(db, accountNumber, id);
    if (!row) throw errors.notFound('billing.statement.not-found', 'No such statement.');
    const lineRows = await statementLines(db, row.id);
    const insert = row.insert_id ? await findInsert(db, row.insert_id) : undefined;
    return { row, lineRows, lines: lineRows.map(toLine), insert };
  }

  return {
    async statements(caller: Caller | null): Promise<StatementList> {
      const { accountNumber } = await subject(caller);
      const rows = await listStatements(db, accountNumber);
      return {
        statements: rows.map((r) => ({
          id: r.id,
          statementDate: r.statement_date,
          dueDate: r.due_date,
          totalDue: r.total_due_cents,
        })),
      };
    },

    async statement(caller: Caller | null, id: string): Promise<StatementDetail> {
      const { accountNumber } = await subject(caller);
      const { row, lines, insert } = await loadStatement(accountNumber, id);
      return {
        id: row.id,
        accountNumber: displayAccountNumber(row.account_number),
        statementDate: row.statement_date,
        periodStart: row.period_start,
        periodEnd: row.period_end,
        dueDate: row.due_date,
        previousBalance: row.previous_balance_cents,
        payments: row.payments_cents,
        newCharges: row.new_charges_cents,
        totalDue: row.total_due_cents,
        sections: groupStatementLines(lines).map((g) => ({
          section: g.section,
          subtotal: g.subtotalCents,
          lines: g.lines.map((l) => ({ description: l.name, amount: l.amountCents })),
        })),
        insert: insert ? { id: insert.id, title: insertTitle(insert) } : null,
      };
    },

    /** The credits the next statement will subtract: the same rows the statement run takes. */
    async pendingCredits(caller: Caller | null): Promise<PendingCredits> {
      const { accountNumber } = await subject(caller);
      const rows = await listBillCredits(db, accountNumber);
      const credits = rows.map((r) => ({
        id: r.id,
        description: { en: r.description, es: r.description_es },
        amount: Number(r.amount_cents),
      }));
      return { credits, total: credits.reduce((sum, c) => sum + c.amount, 0) };
    },

    /** What changed since the previous statement, each change with its facts (the bill explainer). */
    async explanation(caller: Caller | null, id: string): Promise<StatementExplanation> {
      const { accountNumber } = await subject(caller);
      const { row, lineRows } = await loadStatement(accountNumber, id);
      return explainStatement(db, accountNumber, row, lineRows);
    },

    /** The statement as a PDF, in the language asked for, else the subscriber's own. */
    async statementPdf(
      caller: Caller | null,
      id: string,
      lang: 'en' | 'es' | undefined,
    ): Promise<{ fileName: string; bytes: Buffer }> {
      const who = await subject(caller);
      const { row, lines, lineRows, insert } = await loadStatement(who.accountNumber, id);
      const explained = await explainStatement(db, who.accountNumber, row, lineRows);
      const language = lang ?? who.language;
      const text = STATEMENT_TEXT[language];
      const money = (cents: number) => formatMoney(cents, text.locale);
      const dayText = (day: string) => formatDay(day, text.locale);
      const bytes = await renderStatementPdf(
        {
          brand,
          lang: language,
          title: text.title,
          header: [
            [text.accountNumber, displayAccountNumber(row.account_number)],
            [text.statementDate, dayText(row.statement_date)],
            [text.period, `${dayText(row.period_start)} – ${dayText(row.period_end)}`],
            [text.dueDate, dayText(row.due_date)],
          ],
          summaryTitle: text.summary,
          totals: [
            [text.previousBalance, money(row.previous_balance_cents)],
            [text.payments, money(-row.payments_cents)],
            [text.newCharges, money(row.new_charges_cents)],
            [text.totalDue, money(row.total_due_cents)],
          ],
          sections: groupStatementLines(lines).map((g) => ({
            title: text.sections[g.section],
            lines: g.lines.map((l): [string, string] => [l.name[language], money(l.amountCents)]),
            subtotal: [text.subtotal(text.sections[g.section]), money(g.subtotalCents)],
          })),
          explainer: explainerView(explained, language),
          inserts: insert
            ? { title: text.inserts, items: [language === 'es' ? insert.title_es : insert.title_en] }
            : null,
          footer: text.footer(brand),
        },
        {
          createdAt: new Date(clock.now()),
          ...(deps.compressPdf === undefined ? {} : { compress: deps.compressPdf }),
        },
      );
      return { fileName: statementFileName(row.statement_date), bytes };
    },

    async inserts(): Promise<BillInsertList> {
      const rows = await listInserts(db);
      return {
        inserts: rows.map((r) => ({
          id: r.id,
          title: insertTitle(r),
          publishedDate: isoDay(r.published_at),
        })),
      };
    },

    async insert(id: string): Promise<BillInsert> {
      const r = await findInsert(db, id);
      if (!r) throw errors.notFound('billing.insert.not-found', 'No such bill insert.');
      return {
        id: r.id,
        title: insertTitle(r),
        publishedDate: isoDay(r.published_at),
        body: { en: r.body_en, es: r.body_es },
      };
    },

    /** The accounts the header offers: the subscriber's own and the old ones moved into it (billing/transfer). */
    async accounts(caller: Caller | null): Promise<BillingAccountList> {
      return billingAccounts.list(caller);
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
