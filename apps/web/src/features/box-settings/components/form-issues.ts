import type { BoxSettingsIssue } from '@coax/domain';
import { reasonKey, type ReasonKeys } from '../../../lib/refusal.ts';
import type { SummaryItem } from '../../../ui/error-summary.tsx';
import type { BoxSettingsMessageKey } from '../i18n/use-box-settings-t.ts';

type T = (key: BoxSettingsMessageKey, vars?: Record<string, string | number>) => string;

/** The ids of the settings form's fields; a refused setting's message links to its field. */
export const fieldIds = {
  resolution: 'bs-resolution',
  aspectRatio: 'bs-aspect',
  closedCaptioning: 'bs-cc',
  fixedVolume: 'bs-fixed',
  timerEnabled: 'bs-timer',
  turnOn: 'bs-turn-on',
  turnOff: 'bs-turn-off',
  addBlock: 'bs-add-block',
  block: (i: number, part: 'day' | 'from' | 'to') => `bs-block-${i}-${part}`,
  newParental: 'bs-new-parental',
  newPurchase: 'bs-new-purchase',
} as const;

const BLOCK_PART = { day: 'day', startMinutes: 'from', endMinutes: 'to' } as const;

/** The field a domain issue path ('display.aspectRatio', 'parental.timeBlocks.2.day') is about. */
export function fieldOf(path: string): string {
  const block = /^parental\.timeBlocks\.(\d+)\.(day|startMinutes|endMinutes)$/.exec(path);
  if (block) return fieldIds.block(Number(block[1]), BLOCK_PART[block[2] as keyof typeof BLOCK_PART]);
  switch (path) {
    case 'display.aspectRatio':
      return fieldIds.aspectRatio;
    case 'display.resolution':
      return fieldIds.resolution;
    case 'sound.fixedVolume':
      return fieldIds.fixedVolume;
    case 'sound.closedCaptioning':
      return fieldIds.closedCaptioning;
    case 'timer.turnOnMinutes':
      return fieldIds.turnOn;
    case 'timer.turnOffMinutes':
      return fieldIds.turnOff;
    default:
      return fieldIds.addBlock;
  }
}

/** The issue in the page's language: every domain code has a message in the catalogue. */
export function issueMessage(t: T, issue: BoxSettingsIssue, resolution: string): string {
  switch (issue.code) {
    case 'aspectRatioNeedsStandardDefinition':
    case 'fixedVolumeWithMutedCaptions':
    case 'mutedCaptionsWithFixedVolume':
    case 'timer':
    case 'timeBlockTooFarAhead':
    case 'timeBlockInThePast':
    case 'timeBlockOrder':
    case 'timeBlockOverlap':
    case 'timeBlockDay':
    case 'tooManyTimeBlocks':
      return t(`boxSettings.msg.${issue.code}`);
    case 'resolutionNeedsWidescreen':
      return t('boxSettings.msg.resolutionNeedsWidescreen', { resolution });
    default:
      return issue.message;
  }
}

/** The settings refusals the form words itself, by the server's reason id. */
const REASON_KEYS: ReasonKeys<BoxSettingsMessageKey> = {
  'box-settings.pin.required': 'boxSettings.msg.pinRequired',
  'box-settings.pin.format': 'boxSettings.msg.pinFormat',
  'box-settings.timer.order': 'boxSettings.msg.timer',
  'box-settings.aspect-ratio.needs-sd': 'boxSettings.msg.aspectRatioNeedsStandardDefinition',
  'box-settings.resolution.needs-widescreen': 'boxSettings.msg.resolutionNeedsWidescreen',
  'box-settings.fixed-volume.muted-captions': 'boxSettings.msg.fixedVolumeWithMutedCaptions',
  'box-settings.muted-captions.fixed-volume': 'boxSettings.msg.mutedCaptionsWithFixedVolume',
  'box-settings.time-block.too-far-ahead': 'boxSettings.msg.timeBlockTooFarAhead',
  'box-settings.time-block.in-the-past': 'boxSettings.msg.timeBlockInThePast',
  'box-settings.time-block.order': 'boxSettings.msg.timeBlockOrder',
  'box-settings.time-block.overlap': 'boxSettings.msg.timeBlockOverlap',
  'box-settings.time-block.day': 'boxSettings.msg.timeBlockDay',
  'box-settings.time-block.too-many': 'boxSettings.msg.tooManyTimeBlocks',
  'box-settings.copy.same-box': 'boxSettings.msg.copyToSameBox',
};

/** A refused save in the page's language: the rule's own words, else the seed's "could not save". */
export function refusalMessage(t: T, error: unknown, resolution: string): string {
  return t(reasonKey(error, REASON_KEYS) ?? 'boxSettings.saveFailed', { resolution });
}

/** Field id -> message, and the summary list, for a set of issues. */
export function describeIssues(
  t: T,
  issues: readonly BoxSettingsIssue[],
  resolution: string,
): { byField: Record<string, string>; summary: SummaryItem[] } {
  const byField: Record<string, string> = {};
  const summary: SummaryItem[] = [];
  for (const issue of issues) {
    const fieldId = fieldOf(issue.path);
    const message = issueMessage(t, issue, resolution);
    byField[fieldId] ??= message;
    if (!summary.some((s) => s.message === message)) summary.push({ message, fieldId });
  }
  return { byField, summary };
}
