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
  // The stream's data ends at the newline before `endstream`; a deflated stream may itself end in
  // a carriage return, so only a writer's `\r\n` is tried off when the data will not inflate.
  for (const m of raw.matchAll(/stream\r?\n([\s\S]*?)\nendstream/g)) {
    const data = m[1] ?? '';
    const content = inflated(data) ?? inflated(data.replace(/\r$/, '')) ?? data;
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

/** The stream's bytes inflated, or undefined when they are not a whole deflated stream. */
function inflated(data: string): string | undefined {
  try {
    return inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
  } catch {
    return undefined;
  }
}
