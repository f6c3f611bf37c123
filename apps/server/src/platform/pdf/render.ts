import PDFDocument from 'pdfkit';

export interface PdfOptions {
  title: string;
  author: string;
  /** BCP 47, read by screen readers */
  lang: string;
  /** when the document was made: the injected clock's time, so the same bill renders the same bytes */
  createdAt: Date;
  /**
   * Deflate the content streams (smaller files). Off only where something must read the text
   * layer without a PDF parser.
   */
  compress?: boolean;
}

export type PdfDoc = PDFKit.PDFDocument;

/** Renders a document to bytes. `draw` lays it out; pages break where it adds them. */
export function renderPdf(opts: PdfOptions, draw: (doc: PdfDoc) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 54,
      compress: opts.compress ?? true,
      lang: opts.lang,
      displayTitle: true,
      info: {
        Title: opts.title,
        Author: opts.author,
        Creator: opts.author,
        CreationDate: opts.createdAt,
        ModDate: opts.createdAt,
      },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (e) {
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}
