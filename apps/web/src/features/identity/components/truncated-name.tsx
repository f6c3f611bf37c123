import { VIEWPORT_TABLET_MIN_WIDTH_PX, truncateDisplayName } from '@coax/domain';
import { useViewportWidth } from '../../../ui/use-viewport.ts';

/**
 * Seed 002 §5: a name is shown cut at 25 characters, 20 on a phone. The whole name stays in a
 * tooltip and is what a screen reader reads.
 */
export function TruncatedName({ name }: { name: string }) {
  const shown = truncateDisplayName(name, useViewportWidth() < VIEWPORT_TABLET_MIN_WIDTH_PX);
  if (shown === name) return <>{name}</>;
  return (
    <>
      <span aria-hidden="true" title={name}>
        {shown}
      </span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}
