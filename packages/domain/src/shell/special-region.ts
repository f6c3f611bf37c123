/**
 * Seed 000: "a fixed list of corp codes is flagged as a special region (the codes are not
 * shown)". An account is in the special region when its corp is one of the configured codes;
 * codes compare as written, after trimming (corp ids are case-sensitive, like the blocked list).
 * An account without a corp is in none.
 */
export function isSpecialRegion(
  corpId: string | null | undefined,
  specialRegionCorps: readonly string[],
): boolean {
  const corp = corpId?.trim();
  return corp ? specialRegionCorps.includes(corp) : false;
}
