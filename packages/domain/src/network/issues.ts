/** One refused field of a home-network change: where, a stable code, and the message. */
export interface NetworkIssue<Code extends string = string> {
  /** the field, dotted from the change's root (e.g. 'band5.ssid', 'dhcpStart') */
  path: string;
  code: Code;
  message: string;
}
