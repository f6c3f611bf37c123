import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read back without a PDF library: every content stream (inflated when
 * deflated) and every string its text operators draw. Enough for the documents this server
 * makes with the standard fonts, whose strings are single-byte; tests use it to check a
 * statement's lines are really on the page.
 */
export function pdfText(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const bytes = Buffer.from(m[1] ?? '', 'latin1');
    let content: string;
    try {
      content = inflateSync(bytes).toString('latin1');
    } catch {
      content = bytes.toString('latin1');
    }
    for (const op of content.matchAll(/\[([^\]]*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
      const operands = op[1] ?? op[2] ?? '';
      const pieces = [...operands.matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)].map((s) =>
        s[1] !== undefined
          ? Buffer.from(s[1], 'hex').toString('latin1')
          : (s[2] ?? '').replace(/\\(.)/g, '$1'),
      );
      out.push(pieces.join(''));
    }
  }
  return out.join('\n');
}
