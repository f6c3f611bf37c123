import { ArtImage } from './art-image.tsx';
import type { GalleryStory } from './gallery-frame.tsx';

export default { title: 'ui/ArtImage' };

/** A channel logo beside its call sign, as in a guide row. */
export const ChannelLogo: GalleryStory = () => (
  <p>
    <ArtImage name="logo_CXN" size="109x145" width={109} height={55} className="tv-grid__logo" /> CXN
  </p>
);

/** No image name: nothing is drawn, and the name beside it stands alone. */
export const NoArt: GalleryStory = () => (
  <p>
    <ArtImage name={null} size="109x145" width={109} height={55} className="tv-grid__logo" /> RELL
  </p>
);
