import { describe, expect, it } from 'vitest';
import {
  AUDIT_DEFAULT_VIEW,
  AUDIT_KINDS,
  auditActorRole,
  auditKindOfMethod,
  auditKindsOf,
  type AuditView,
} from './audit.ts';

describe('auditKindsOf: which kinds of entry each view of the log lists', () => {
  it.each<[AuditView, readonly string[]]>([
    ['actions', ['change', 'session']],
    ['change', ['change']],
    ['session', ['session']],
    ['read', ['read']],
    ['all', ['read', 'change', 'session']],
  ])('%s lists %j', (view, kinds) => {
    expect([...auditKindsOf(view)].sort()).toEqual([...kinds].sort());
  });

  it('leaves reads out of the view the desk opens on', () => {
    expect(auditKindsOf(AUDIT_DEFAULT_VIEW)).not.toContain('read');
    expect(AUDIT_KINDS).toHaveLength(3);
  });
});

describe('auditKindOfMethod: a call made while acting', () => {
  it.each([
    ['GET', 'read'],
    ['get', 'read'],
    ['HEAD', 'read'],
    ['POST', 'change'],
    ['PUT', 'change'],
    ['PATCH', 'change'],
    ['DELETE', 'change'],
  ])('%s is a %s', (method, kind) => {
    expect(auditKindOfMethod(method)).toBe(kind);
  });
});

describe('auditActorRole: who did it', () => {
  it.each([
    ['agent1', 'jsmith', 'agent'],
    ['jsmith', 'jsmith', 'subscriber'],
    ['system', 'jsmith', 'system'],
  ])('%s for %s is %s', (actor, subject, role) => {
    expect(auditActorRole(actor, subject)).toBe(role);
  });
});
