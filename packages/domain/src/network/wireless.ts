/** Wireless names, passwords and channels per band (2.4 and 5 GHz), and the WiFi timer. */
import { checkTimer } from '../validation/device-settings.ts';
import {
  AUTO_CHANNEL,
  PASSPHRASE_MAX_LENGTH,
  PASSPHRASE_MIN_LENGTH,
  SSID_MAX_LENGTH,
  WIFI_BANDS,
  WIFI_CHANNELS,
  type WifiBand,
} from './constants.ts';
import { hasOnlyAllowedCharacters } from './characters.ts';
import type { NetworkIssue } from './issues.ts';
import { HomeNetworkMessages as M } from './messages.ts';

export interface BandSettings {
  enabled: boolean;
  ssid: string;
  passphrase: string;
  /** 0: the gateway chooses */
  channel: number;
}

/** The WiFi timer: the radios turn on and off at these minutes after midnight when enabled. */
export interface WifiTimer {
  enabled: boolean;
  turnOnMinutes: number;
  turnOffMinutes: number;
}

export interface WirelessSettings {
  band24: BandSettings;
  band5: BandSettings;
  timer: WifiTimer;
}

type WirelessCode =
  | 'ssidRequired'
  | 'ssidTooLong'
  | 'specialCharacters'
  | 'passphraseLength'
  | 'passphraseCharacters'
  | 'channel'
  | 'timer';
export type WirelessIssue = NetworkIssue<WirelessCode>;

/** Printable ASCII: what every client's WiFi password field can type. */
const PRINTABLE = /^[\x20-\x7e]*$/;

export function isAllowedChannel(band: WifiBand, channel: number): boolean {
  return channel === AUTO_CHANNEL || WIFI_CHANNELS[band].includes(channel);
}

/** Every refused field of a wireless change; empty when it may be applied. */
export function checkWireless(w: WirelessSettings): WirelessIssue[] {
  const issues: WirelessIssue[] = [];
  const add = (path: string, code: Exclude<WirelessCode, 'timer'>) =>
    issues.push({ path, code, message: M[code] });
  for (const band of WIFI_BANDS) {
    const b = w[band];
    if (b.ssid.trim() === '') add(`${band}.ssid`, 'ssidRequired');
    else if (b.ssid.length > SSID_MAX_LENGTH) add(`${band}.ssid`, 'ssidTooLong');
    else if (!hasOnlyAllowedCharacters(b.ssid)) add(`${band}.ssid`, 'specialCharacters');
    if (b.passphrase.length < PASSPHRASE_MIN_LENGTH || b.passphrase.length > PASSPHRASE_MAX_LENGTH) {
      add(`${band}.passphrase`, 'passphraseLength');
    } else if (!PRINTABLE.test(b.passphrase)) add(`${band}.passphrase`, 'passphraseCharacters');
    if (!isAllowedChannel(band, b.channel)) add(`${band}.channel`, 'channel');
  }
  if (w.timer.enabled) {
    const timer = checkTimer(w.timer.turnOnMinutes, w.timer.turnOffMinutes);
    if (!timer.ok) issues.push({ path: 'timer.turnOnMinutes', code: 'timer', message: timer.message });
  }
  return issues;
}

/**
 * The best channel of a band: the allowed channel with the fewest neighbouring networks heard on
 * it (the scan's counts), the lowest channel on a tie.
 */
export function bestChannel(band: WifiBand, neighbours: Readonly<Record<number, number>>): number {
  const channels = WIFI_CHANNELS[band];
  let best = channels[0] ?? AUTO_CHANNEL;
  for (const c of channels) if ((neighbours[c] ?? 0) < (neighbours[best] ?? 0)) best = c;
  return best;
}
