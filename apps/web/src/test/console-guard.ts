/**
 * An unexpected console.error fails the test (ARCHITECTURE: tests). A test that provokes an
 * error on purpose says which with allowConsoleError.
 */
let recorded: string[] = [];
let allowed: RegExp[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function resetConsoleGuard(): void {
  recorded = [];
  allowed = [];
}

export function recordConsoleError(args: unknown[]): void {
  recorded.push(args.map((a) => (a instanceof Error ? `${a.name}: ${a.message}` : String(a))).join(' '));
}

export function unexpectedConsoleErrors(): string[] {
  return recorded.filter((line) => !allowed.some((pattern) => pattern.test(line)));
}
