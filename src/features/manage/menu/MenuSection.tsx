import { useTranslation } from 'react-i18next';
import { useManagedPlace } from '../use-managed-place';
import { MenuEditor } from './MenuEditor';

/** The back office's "Menu" section (/manage/menu/...): the editor of the place chosen in the shell. */
function MenuSection() {
  const { t } = useTranslation('manage-menu');
  const { providerId, places } = useManagedPlace();
  const place = places.find((candidate) => candidate.providerId === providerId);
  return (
    <section className="manage-section" aria-labelledby="manage-menu-title">
      <h2 id="manage-menu-title">{place ? t('titleOf', { place: place.name }) : t('title')}</h2>
      {providerId ? <MenuEditor key={providerId} providerId={providerId} /> : <p>{t('choosePlace')}</p>}
    </section>
  );
}

export default MenuSection;
