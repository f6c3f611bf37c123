import { NETWORK_ISSUE_REASONS, type Reason } from '@coax/contract';
import type { NetworkIssue } from '@coax/domain';
import { errors, issue } from '../../platform/errors.ts';

const reasonOf = (code: string): Reason =>
  (NETWORK_ISSUE_REASONS as Readonly<Record<string, Reason>>)[code] ?? 'input.invalid';

/**
 * Refuses a change with every field the domain found wrong, each at `body.<prefix><path>` with its
 * reason; the answer's own reason is the first field's.
 */
export function refuseIssues(issues: readonly NetworkIssue[], prefix: string): void {
  const first = issues[0];
  if (!first) return;
  throw errors.badRequest(
    reasonOf(first.code),
    first.message,
    issues.map((i) => issue(`body.${prefix}${i.path}`, reasonOf(i.code), i.message)),
  );
}
