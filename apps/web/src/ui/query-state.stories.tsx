import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { QueryState, type QueryLike } from './query-state.tsx';

export default { title: 'ui/QueryState' };

type Services = readonly string[];
const query = (over: Partial<QueryLike<Services>>): QueryLike<Services> => ({
  data: undefined,
  isPending: false,
  isError: false,
  isFetching: false,
  refetch: () => undefined,
  ...over,
});

function ServicesState({ q }: { q: QueryLike<Services> }) {
  const { t } = useT();
  return (
    <QueryState
      query={q}
      loading={t('common.loading')}
      failed={t('common.technicalDifficulties')}
      empty={t('profile.noServices')}
      isEmpty={(services) => services.length === 0}
    >
      {(services) => (
        <ul>
          {services.map((key) => (
            <li key={key}>{key}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

function Loaded() {
  const { t } = useT();
  return (
    <ServicesState
      q={query({
        data: [t('profile.service.tv'), t('profile.service.internet'), t('profile.service.phone')],
      })}
    />
  );
}

export const Default: GalleryStory = () => <Loaded />;
export const Loading: GalleryStory = () => <ServicesState q={query({ isPending: true })} />;
export const ErrorState: GalleryStory = () => <ServicesState q={query({ isError: true })} />;
export const Retrying: GalleryStory = () => <ServicesState q={query({ isError: true, isFetching: true })} />;
export const Empty: GalleryStory = () => <ServicesState q={query({ data: [] })} />;

export const Spanish: GalleryStory = () => <Loaded />;
Spanish.meta = { lang: 'es' };
