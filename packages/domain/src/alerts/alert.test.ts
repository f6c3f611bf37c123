import { describe, expect, it } from 'vitest';
import { isAlertForAudience, isAlertVisible, isSafeAlertHref } from './alert.ts';

const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const HOUR = 3_600_000;
const live = { published: true, publishAt: NOW - HOUR, expiresAt: NOW + HOUR, language: 'all' } as const;

describe('isAlertVisible (seed 000 §4: published, not expired, language matches; preview skips date and language)', () => {
  it.each([
    { case: 'a live alert for all languages', alert: live, language: 'en', preview: false, visible: true },
    {
      case: 'an unpublished alert',
      alert: { ...live, published: false },
      language: 'en',
      preview: false,
      visible: false,
    },
    {
      case: 'an unpublished alert, even in preview',
      alert: { ...live, published: false },
      language: 'en',
      preview: true,
      visible: false,
    },
    {
      case: 'an alert not live yet',
      alert: { ...live, publishAt: NOW + 1 },
      language: 'en',
      preview: false,
      visible: false,
    },
    {
      case: 'an alert going live this instant',
      alert: { ...live, publishAt: NOW },
      language: 'en',
      preview: false,
      visible: true,
    },
    {
      case: 'an alert not live yet, in preview',
      alert: { ...live, publishAt: NOW + HOUR },
      language: 'en',
      preview: true,
      visible: true,
    },
    {
      case: 'an expired alert',
      alert: { ...live, expiresAt: NOW - 1 },
      language: 'en',
      preview: false,
      visible: false,
    },
    {
      case: 'an alert expiring this instant',
      alert: { ...live, expiresAt: NOW },
      language: 'en',
      preview: false,
      visible: false,
    },
    {
      case: 'an expired alert, in preview',
      alert: { ...live, expiresAt: NOW - HOUR },
      language: 'en',
      preview: true,
      visible: true,
    },
    {
      case: 'an alert that never expires',
      alert: { ...live, expiresAt: null },
      language: 'en',
      preview: false,
      visible: true,
    },
    {
      case: 'a Spanish alert on a Spanish page',
      alert: { ...live, language: 'es' },
      language: 'es',
      preview: false,
      visible: true,
    },
    {
      case: 'a Spanish alert on an English page',
      alert: { ...live, language: 'es' },
      language: 'en',
      preview: false,
      visible: false,
    },
    {
      case: 'an English alert on a Spanish page',
      alert: { ...live, language: 'en' },
      language: 'es',
      preview: false,
      visible: false,
    },
    {
      case: 'a Spanish alert on an English page, in preview',
      alert: { ...live, language: 'es' },
      language: 'en',
      preview: true,
      visible: true,
    },
  ] as const)('$case -> $visible', ({ alert, language, preview, visible }) => {
    expect(isAlertVisible(alert, { now: NOW, language, preview })).toBe(visible);
  });
});

describe('isAlertForAudience (regions and corpIds)', () => {
  const jsmith = { corpId: '7702', region: 'long-island' };
  it.each([
    { case: 'untargeted, anonymous', regions: [], corpIds: [], audience: null, shown: true },
    { case: 'for corp 7704, anonymous', regions: [], corpIds: ['7704'], audience: null, shown: false },
    { case: 'for a region, anonymous', regions: ['bronx'], corpIds: [], audience: null, shown: false },
    { case: 'untargeted, signed in', regions: [], corpIds: [], audience: jsmith, shown: true },
    { case: 'for corp 7702, in corp 7702', regions: [], corpIds: ['7702'], audience: jsmith, shown: true },
    { case: 'for corp 7704, in corp 7702', regions: [], corpIds: ['7704'], audience: jsmith, shown: false },
    {
      case: 'for their region',
      regions: ['long-island', 'bronx'],
      corpIds: [],
      audience: jsmith,
      shown: true,
    },
    { case: 'for another region', regions: ['bronx'], corpIds: [], audience: jsmith, shown: false },
    {
      case: 'for a region, subscriber with no known region',
      regions: ['bronx'],
      corpIds: [],
      audience: { corpId: '7702', region: null },
      shown: false,
    },
    {
      case: 'for their corp but another region',
      regions: ['bronx'],
      corpIds: ['7702'],
      audience: jsmith,
      shown: false,
    },
  ])('$case -> $shown', ({ regions, corpIds, audience, shown }) => {
    expect(isAlertForAudience({ regions, corpIds }, audience)).toBe(shown);
  });
});

describe('isSafeAlertHref', () => {
  it.each([
    ['/pay-bill/', true],
    ['/support/outage/#/PendingVOD', true],
    ['https://www.example.com/storm', true],
    ['tel:18005550199', true],
    ['mailto:help@example.com', true],
    ['faq', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<script>', false],
    ['http://insecure.example.com', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['/a b', false],
    ['', false],
  ])('%s -> %s', (href, safe) => {
    expect(isSafeAlertHref(href)).toBe(safe);
  });
});
