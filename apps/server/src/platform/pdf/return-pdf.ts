import { renderPdf, type PdfDoc } from './render.ts';

/** An address as printed: a name (or none) and its lines. */
export interface PrintedAddress {
  name: string | null;
  lines: string[];
}

/** What the packing slip shows, already worded for the reader. */
export interface PackingSlipView {
  brand: string;
  lang: 'en' | 'es';
  title: string;
  /** label/value pairs: RMA, order number, date, reason */
  header: Array<[string, string]>;
  itemsTitle: string;
  /** column heads: item, quantity */
  columns: [string, string];
  items: Array<[string, string]>;
  returnToTitle: string;
  returnTo: PrintedAddress;
  instructions: string;
}

/** What the return label shows. */
export interface ReturnLabelView {
  brand: string;
  lang: 'en' | 'es';
  title: string;
  fromTitle: string;
  from: PrintedAddress;
  toTitle: string;
  to: PrintedAddress;
  rmaTitle: string;
  rma: string;
  note: string;
}

const INK = '#1b1f24';
const MUTED = '#4a5560';
const BRAND = '#0a4f9e';

const pdfLang = (lang: 'en' | 'es') => (lang === 'es' ? 'es-US' : 'en-US');

function address(doc: PdfDoc, title: string, a: PrintedAddress, x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(title.toUpperCase(), x, y, { width });
  doc.font('Helvetica-Bold').fontSize(12).fillColor(INK);
  if (a.name) {
    doc.text(a.name, x, doc.y + 2, { width });
  }
  doc.font('Helvetica').fontSize(12);
  for (const line of a.lines) {
    doc.text(line, x, doc.y, { width });
  }
}

/**
 * Bars drawn from the RMA's characters (each character's bits, wide for 1, narrow for 0, with a
 * gap between): a barcode-like strip a scanner at the return centre is not expected to read; the
 * RMA printed under it is what people key in.
 */
function bars(doc: PdfDoc, text: string, x: number, y: number, height: number): number {
  let at = x;
  for (const ch of `*${text}*`) {
    const code = ch.charCodeAt(0);
    for (let bit = 5; bit >= 0; bit--) {
      const w = (code >> bit) & 1 ? 1.6 : 0.7;
      doc.rect(at, y, w, height).fill(INK);
      at += w + 0.8;
    }
    at += 1.5;
  }
  return at - x;
}

/** The packing slip that goes in the parcel (createPackingSlip), letter size. */
export function renderPackingSlipPdf(
  view: PackingSlipView,
  opts: { createdAt: Date; compress?: boolean },
): Promise<Buffer> {
  return renderPdf(
    {
      title: view.title,
      author: view.brand,
      lang: pdfLang(view.lang),
      createdAt: opts.createdAt,
      ...(opts.compress === undefined ? {} : { compress: opts.compress }),
    },
    (doc) => {
      const left = doc.page.margins.left;
      const right = doc.page.width - doc.page.margins.right;
      doc.font('Helvetica-Bold').fontSize(22).fillColor(BRAND).text(view.brand);
      doc.font('Helvetica').fontSize(14).fillColor(INK).text(view.title);
      doc.moveDown(0.5);
      for (const [label, value] of view.header) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(label, left, y, { width: 140 });
        doc
          .font('Helvetica-Bold')
          .fillColor(INK)
          .text(value, left + 150, y, { width: right - left - 150 });
        doc.y = Math.max(doc.y, y + 14);
      }
      doc.moveDown(0.8);
      doc.font('Helvetica-Bold').fontSize(12).fillColor(BRAND).text(view.itemsTitle, left, doc.y);
      const headY = doc.y + 4;
      doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED);
      doc.text(view.columns[0], left, headY, { width: right - left - 90 });
      doc.text(view.columns[1], right - 80, headY, { width: 80, align: 'right' });
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(right, doc.y + 2)
        .lineWidth(0.5)
        .strokeColor('#c9d1da')
        .stroke();
      doc.y += 6;
      for (const [item, quantity] of view.items) {
        const y = doc.y;
        doc.font('Helvetica').fontSize(11).fillColor(INK);
        doc.text(item, left, y, { width: right - left - 90 });
        const after = doc.y;
        doc.text(quantity, right - 80, y, { width: 80, align: 'right' });
        doc.y = Math.max(after, doc.y) + 3;
      }
      doc.moveDown(1);
      address(doc, view.returnToTitle, view.returnTo, left, doc.y, right - left);
      doc.moveDown(1.2);
      doc
        .font('Helvetica')
        .fontSize(10)
        .fillColor(MUTED)
        .text(view.instructions, left, doc.y, {
          width: right - left,
        });
    },
  );
}

/** The shipping label stuck on the parcel (createOnlineReturnLabel): from, to and the RMA. */
export function renderReturnLabelPdf(
  view: ReturnLabelView,
  opts: { createdAt: Date; compress?: boolean },
): Promise<Buffer> {
  return renderPdf(
    {
      title: view.title,
      author: view.brand,
      lang: pdfLang(view.lang),
      createdAt: opts.createdAt,
      ...(opts.compress === undefined ? {} : { compress: opts.compress }),
    },
    (doc) => {
      const left = doc.page.margins.left;
      const width = 4 * 72;
      const top = doc.page.margins.top;
      // a 4 × 6 inch label in the page's top left corner, with a cut line around it
      doc
        .rect(left, top, width, 6 * 72)
        .dash(4, { space: 3 })
        .lineWidth(0.8)
        .strokeColor(MUTED)
        .stroke()
        .undash();
      const x = left + 14;
      const inner = width - 28;
      doc
        .font('Helvetica-Bold')
        .fontSize(16)
        .fillColor(BRAND)
        .text(view.brand, x, top + 14, { width: inner });
      doc.font('Helvetica').fontSize(11).fillColor(INK).text(view.title, x, doc.y, { width: inner });
      address(doc, view.fromTitle, view.from, x, doc.y + 14, inner);
      doc
        .moveTo(x, doc.y + 10)
        .lineTo(x + inner, doc.y + 10)
        .lineWidth(1)
        .strokeColor(INK)
        .stroke();
      address(doc, view.toTitle, view.to, x + 24, doc.y + 22, inner - 24);
      const barY = doc.y + 24;
      doc.font('Helvetica-Bold').fontSize(9).fillColor(MUTED).text(view.rmaTitle.toUpperCase(), x, barY, {
        width: inner,
      });
      const drawn = bars(doc, view.rma, x, barY + 14, 48);
      doc
        .font('Courier-Bold')
        .fontSize(14)
        .fillColor(INK)
        .text(`*${view.rma}*`, x, barY + 68, { width: Math.max(drawn, inner), align: 'left' });
      doc
        .font('Helvetica')
        .fontSize(9)
        .fillColor(MUTED)
        .text(view.note, x, doc.y + 10, { width: inner });
    },
  );
}
