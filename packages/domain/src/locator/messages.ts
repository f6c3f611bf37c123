/** Seed 001 §8 "Map load failure", and the locator's refusals where the seed words none. */
export const LocatorMessages = {
  /** Seed 001 §8, verbatim; {status} is the HTTP status of the failed call. */
  loadFailed: 'Sorry, there was a problem loading the map data: Status {status}',
  /** Seed 001 §8: "Unknown map type is a developer error." */
  unknownType: 'Unknown map type.',
  zipNotFound: 'That ZIP code was not found.',
  boundsOrder: 'The area must have its minimum below its maximum.',
} as const;

/** The seed's load-failure message for a status. */
export const mapLoadFailedMessage = (status: number): string =>
  LocatorMessages.loadFailed.replace('{status}', String(status));
