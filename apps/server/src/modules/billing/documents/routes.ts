import { billingDocumentRoutes } from '@coax/contract';
import type { RouteRegistry } from '../../../platform/http/route-registry.ts';
import type { DocumentsService } from './service.ts';

/** 'bill-2026-11.pdf' is plain ASCII; the quoted form is enough and every browser reads it. */
const attachment = (fileName: string) => `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`;

export function registerDocumentRoutes(routes: RouteRegistry, documents: DocumentsService) {
  const r = billingDocumentRoutes;
  routes.add(r.pendingCredits, async ({ caller }) => documents.pendingCredits(caller));
  routes.add(r.statementList, async ({ caller }) => documents.statements(caller));
  routes.add(r.statementDetail, async ({ caller, input }) => documents.statement(caller, input.params.id));
  routes.add(r.statementExplanation, async ({ caller, input }) =>
    documents.explanation(caller, input.params.id),
  );
  routes.add(r.statementPdf, async ({ caller, reply, input }) => {
    const pdf = await documents.statementPdf(caller, input.params.id, input.query.lang);
    reply.header('content-disposition', attachment(pdf.fileName));
    return pdf.bytes;
  });
  routes.add(r.billInsertList, async () => documents.inserts());
  routes.add(r.billInsert, async ({ input }) => documents.insert(input.params.id));
  routes.add(r.billingAccounts, async ({ caller }) => documents.accounts(caller));
}
