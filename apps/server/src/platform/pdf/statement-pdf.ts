import { renderPdf, type PdfDoc } from './render.ts';

/** Everything the printed statement shows, already worded and formatted for the reader. */
export interface StatementPdfView {
  brand: string;
  lang: 'en' | 'es';
  title: string;
  /** label/value pairs under the title: account number, statement date, period, due date */
  header: Array<[string, string]>;
  summaryTitle: string;
  /** previous balance, payments, new charges; the last row, total due, is set in bold */
  totals: Array<[string, string]>;
  /** the bill explainer: what changed since the previous statement, the total first */
  explainer: { title: string; total: string; reasons: string[] } | null;
  sections: Array<{ title: string; lines: Array<[string, string]>; subtotal: [string, string] }>;
  /** "Notices with this bill" and the titles */
  inserts: { title: string; items: string[] } | null;
  footer: string;
}

const INK = '#1b1f24';
const MUTED = '#4a5560';
const BRAND = '#0a4f9e';
const AMOUNT_WIDTH = 110;

/** One line of label and right-aligned amount; breaks to a new page rather than across the row. */
function row(doc: PdfDoc, label: string, value: string, opts: { bold?: boolean; indent?: number } = {}) {
  const left = doc.page.margins.left + (opts.indent ?? 0);
  const right = doc.page.width - doc.page.margins.right;
  const labelWidth = right - left - AMOUNT_WIDTH - 12;
  doc
    .font(opts.bold ? 'Helvetica-Bold' : 'Helvetica')
    .fontSize(10)
    .fillColor(INK);
  const height = Math.max(doc.heightOfString(label, { width: labelWidth }), doc.currentLineHeight());
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const y = doc.y;
  doc.text(label, left, y, { width: labelWidth });
  doc.text(value, right - AMOUNT_WIDTH, y, { width: AMOUNT_WIDTH, align: 'right' });
  doc.x = doc.page.margins.left;
  doc.y = y + height + 3;
}

function heading(doc: PdfDoc, text: string) {
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(text, doc.page.margins.left, doc.y);
  const y = doc.y + 2;
  doc
    .moveTo(doc.page.margins.left, y)
    .lineTo(doc.page.width - doc.page.margins.right, y)
    .lineWidth(0.5)
    .strokeColor('#c9d1da')
    .stroke();
  doc.y = y + 5;
}

/** The statement as a letter-size PDF. */
export function renderStatementPdf(
  view: StatementPdfView,
  opts: { createdAt: Date; compress?: boolean },
): Promise<Buffer> {
  return renderPdf(
    {
      title: view.title,
      author: view.brand,
      lang: view.lang === 'es' ? 'es-US' : 'en-US',
      createdAt: opts.createdAt,
      ...(opts.compress === undefined ? {} : { compress: opts.compress }),
    },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(view.brand);
      doc.font('Helvetica').fontSize(14).fillColor(INK).text(view.title);
      doc.moveDown(0.5);
      for (const [label, value] of view.header) row(doc, label, value);

      heading(doc, view.summaryTitle);
      view.totals.forEach(([label, value], i) =>
        row(doc, label, value, { bold: i === view.totals.length - 1 }),
      );

      if (view.explainer) {
        heading(doc, view.explainer.title);
        row(doc, view.explainer.total, '', { bold: true });
        for (const reason of view.explainer.reasons) row(doc, reason, '', { indent: 8 });
      }

      for (const section of view.sections) {
        heading(doc, section.title);
        for (const [label, value] of section.lines) row(doc, label, value, { indent: 8 });
        row(doc, section.subtotal[0], section.subtotal[1], { bold: true });
      }

      if (view.inserts) {
        heading(doc, view.inserts.title);
        for (const item of view.inserts.items) row(doc, item, '');
      }
      doc.moveDown(1);
      doc.font('Helvetica').fontSize(8).fillColor(MUTED).text(view.footer, doc.page.margins.left, doc.y);
    },
  );
}
