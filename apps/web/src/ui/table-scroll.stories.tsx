import { useT } from '../i18n/use-t.ts';
import type { GalleryStory } from './gallery-frame.tsx';
import { TableScroll } from './table-scroll.tsx';

export default { title: 'ui/TableScroll' };

function ServicesTable({ rows }: { rows: number }) {
  const { t } = useT();
  const services = ['profile.service.tv', 'profile.service.internet', 'profile.service.phone'] as const;
  return (
    <TableScroll label={t('profile.entitlements')}>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{t('profile.services')}</th>
            <th scope="col">{t('profile.entitlement.billPay')}</th>
            <th scope="col">{t('profile.entitlement.dvr')}</th>
            <th scope="col">{t('profile.entitlement.voicemail')}</th>
            <th scope="col">{t('profile.entitlement.tv')}</th>
          </tr>
        </thead>
        <tbody>
          {rows === 0 ? (
            <tr>
              <td colSpan={5}>{t('profile.noServices')}</td>
            </tr>
          ) : null}
          {services.slice(0, rows).map((key) => (
            <tr key={key}>
              <th scope="row">{t(key)}</th>
              <td>{t('profile.included')}</td>
              <td>{t('profile.notIncluded')}</td>
              <td>{t('profile.included')}</td>
              <td>{t('profile.notIncluded')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}

export const Default: GalleryStory = () => <ServicesTable rows={3} />;
export const Empty: GalleryStory = () => <ServicesTable rows={0} />;

export const Spanish: GalleryStory = () => <Default />;
Spanish.meta = { lang: 'es' };
