/** A dialable tel: link from a phone number as people write it ("1-800-555-0100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
