import { describe, expect, it } from 'vitest';
import { HOUR_MS } from '../time.ts';
import {
  ATTACHMENT_MAX_BYTES,
  THEFT_STATE_PATTERN,
  attachmentProblem,
  sniffAttachmentType,
} from './cases.ts';
import { outageCreditCents, outageDays, outageQualifiesByRule } from './credit.ts';

const bytes = (...b: number[]) => new Uint8Array(b);

describe('attachments are told by their content', () => {
  it.each([
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0), 'image/jpeg'],
    ['PDF', bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31), 'application/pdf'],
    ['text', bytes(...[...'hello.png'].map((c) => c.charCodeAt(0))), null],
    ['a PNG signature cut short', bytes(0x89, 0x50, 0x4e, 0x47), null],
  ])('%s is %s', (_name, content, type) => {
    expect(sniffAttachmentType(content)).toBe(type);
  });

  it('refuses an empty file, one over the limit, and one of another type', () => {
    expect(attachmentProblem(bytes())).toBe('attachmentEmpty');
    const big = new Uint8Array(ATTACHMENT_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(attachmentProblem(big)).toBe('attachmentSize');
    expect(attachmentProblem(bytes(1, 2, 3))).toBe('attachmentType');
    expect(attachmentProblem(bytes(0xff, 0xd8, 0xff))).toBeNull();
  });

  it('takes an attachment of exactly 1 MB and refuses one a byte larger', () => {
    expect(ATTACHMENT_MAX_BYTES).toBe(1_048_576);
    const pdf = (size: number) => {
      const content = new Uint8Array(size);
      content.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
      return content;
    };
    expect(attachmentProblem(pdf(1_048_575))).toBeNull();
    expect(attachmentProblem(pdf(1_048_576))).toBeNull();
    expect(attachmentProblem(pdf(1_048_577))).toBe('attachmentSize');
  });
});

describe('the theft report’s State', () => {
  it.each([
    ['TX', true],
    ['NY', true],
    ['T', false],
    ['TXA', false],
    ['1TX', false],
    ['TX1', false],
    ['tx', false],
    ['12', false],
    ['', false],
  ])('%j is a state code: %s', (state, ok) => {
    expect(THEFT_STATE_PATTERN.test(state)).toBe(ok);
  });
});

describe('outage credits', () => {
  const start = Date.UTC(2026, 10, 20, 2);
  it.each([
    [1, 1],
    [8, 1],
    [24, 1],
    [25, 2],
    [72, 3],
  ])('an outage of %i hours touches %i day(s)', (hours, days) => {
    expect(outageDays(start, start + hours * HOUR_MS)).toBe(days);
  });

  it('credits the monthly charges’ share for each day, at most a month', () => {
    expect(outageCreditCents(12_000, start, start + 8 * HOUR_MS)).toBe(400);
    expect(outageCreditCents(12_000, start, start + 40 * 24 * HOUR_MS)).toBe(12_000);
    expect(outageCreditCents(-5, start, start + HOUR_MS)).toBe(0);
  });

  it.each([
    [6, 6, true],
    [5.9, 6, false],
    [8, 6, true],
  ])('%f hours against a threshold of %i: by rule %s', (hours, min, byRule) => {
    expect(outageQualifiesByRule(start, start + hours * HOUR_MS, min)).toBe(byRule);
  });
});
