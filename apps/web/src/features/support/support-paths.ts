/** Seed 002 §1: the contact page. */
export const CONTACT_US_PATH = '/support/contact-us/';
/** Seed 000 §2: the outage page; a signed-in subscriber sees their own status on it. */
export const OUTAGE_LINK = '/support/outage/';
