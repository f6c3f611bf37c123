import type { GalleryStory } from './gallery-frame.tsx';
import { Skeleton } from './skeleton.tsx';

// Grey lines only: nothing to read, so nothing to translate.
export default { title: 'ui/Skeleton' };

export const Loading: GalleryStory = () => <Skeleton />;

export const OneLine: GalleryStory = () => <Skeleton lines={1} />;

export const Long: GalleryStory = () => <Skeleton lines={8} />;

export const InACard: GalleryStory = () => (
  <div className="card">
    <Skeleton lines={4} />
  </div>
);
