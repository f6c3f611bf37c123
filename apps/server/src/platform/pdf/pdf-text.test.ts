import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfText } from './pdf-text.ts';

const CR = 0x0d;

/** A PDF's one content stream as a writer lays it out: `stream`, the data, a newline, `endstream`. */
const withStream = (data: Buffer, newline = '\n') =>
  Buffer.concat([
    Buffer.from(
      `%PDF-1.3\n1 0 obj\n<< /Length ${data.length} /Filter /FlateDecode >>\nstream${newline}`,
      'latin1',
    ),
    data,
    Buffer.from(`${newline}endstream\nendobj\n%%EOF\n`, 'latin1'),
  ]);

describe('pdfText', () => {
  it('reads the strings a deflated stream draws', () => {
    const pdf = withStream(deflateSync('BT (Return RMA-1) Tj [(42 Old ) (Country Rd)] TJ ET'));
    expect(pdfText(pdf)).toBe('Return RMA-1\n42 Old Country Rd');
  });

  it('reads a deflated stream whose last byte is a carriage return (about one label in 256)', () => {
    // The deflated bytes end in a checksum, so some texts end in \r: find one.
    let text = '';
    let data = Buffer.alloc(0);
    for (let n = 0; data.at(-1) !== CR; n++) {
      text = `BT (Return RMA-${n}) Tj ET`;
      data = deflateSync(text);
    }
    expect(pdfText(withStream(data))).toBe(/\((.*)\)/.exec(text)?.[1]);
  });

  it('reads a stream written with \\r\\n around its data, deflated or not', () => {
    expect(pdfText(withStream(deflateSync('BT (Packing slip) Tj ET'), '\r\n'))).toBe('Packing slip');
    expect(pdfText(withStream(Buffer.from('BT (Plain) Tj ET'), '\r\n'))).toBe('Plain');
  });
});
