import { PIN_LENGTH, TIME_BLOCKS_MAX } from './constants.ts';

/** Seed 002 §8 "Network", verbatim: the network-settings calls' missing-field messages. */
export const NetworkMessages = {
  fromDeviceIdRequired: 'from device id is required',
  toDeviceIdRequired: 'to device id is required',
  settingsRequired: 'settings is required',
  pinRequired: 'pin is required',
  deviceIdRequired: 'device id is required',
} as const;

/** Written for Coax: the rules the seeds give without a text. */
export const BoxSettingsMessages = {
  pinFormat: `A PIN is ${PIN_LENGTH} digits.`,
  timeBlockOrder: 'A time block must end after it starts.',
  timeBlockOverlap: 'Time blocks on the same day cannot overlap.',
  timeBlockDay: 'Enter the day as YYYY-MM-DD.',
  tooManyTimeBlocks: `A box can have at most ${TIME_BLOCKS_MAX} time blocks.`,
  copyToSameBox: 'Choose a different box to copy the settings to.',
} as const;
