import { PageTitle } from '../../../ui/page-title.tsx';
import { QueryState } from '../../../ui/query-state.tsx';
import { useContact } from '../api/contact.ts';
import { ContactForm } from '../components/contact-form.tsx';
import { useIdentityT } from '../i18n/use-identity-t.ts';

/** /profile/contact: where a temporary password or a forgotten id is sent. */
export default function ContactPage() {
  const { t } = useIdentityT();
  const contact = useContact();
  return (
    <div className="identity-page stack">
      <PageTitle title={t('identity.contact.title')} />
      <h1>{t('identity.contact.title')}</h1>
      <p>{t('identity.contact.intro')}</p>
      <section className="card stack" aria-labelledby="contact-form-title">
        <h2 id="contact-form-title" className="visually-hidden">
          {t('identity.contact.title')}
        </h2>
        <QueryState
          query={contact}
          loading={t('identity.contact.loading')}
          failed={t('identity.contact.loadFailed')}
        >
          {(saved) => <ContactForm saved={saved} />}
        </QueryState>
      </section>
    </div>
  );
}
