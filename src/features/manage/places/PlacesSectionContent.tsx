import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { useCreateManagedPlaceMutation } from '../../../api';
import { PlaceSign } from '../../../components/PlaceSign';
import { emptyDetails, PlaceDetailsForm } from './PlaceDetailsForm';
import { PlaceEditor } from './PlaceEditor';
import './places.css';

/** A place as the shell's switcher lists it. */
export interface PlaceChoice {
  providerId: string;
  name: string;
}

/**
 * The back office's Places section (rendered under `/manage/places/*` by PlacesSection.tsx, which reads
 * the chosen place from the shell): the list of places (owners create new ones), the chosen place's
 * editor, and its printable QR sign (`sign`).
 */
export function PlacesSectionContent({
  providerId,
  places,
  canCreate,
}: {
  providerId: string | undefined;
  places: readonly PlaceChoice[];
  canCreate: boolean;
}) {
  const { t } = useTranslation('manage-places');
  return (
    <div className="places-section">
      <nav className="places-section__list card" aria-labelledby="places-list-heading">
        <h2 id="places-list-heading">{t('list.heading')}</h2>
        {places.length === 0 && <p>{t('list.empty')}</p>}
        <ul>
          {places.map((place) => (
            <li key={place.providerId}>
              <Link
                to={`../${place.providerId}`}
                relative="path"
                aria-current={place.providerId === providerId ? 'page' : undefined}
              >
                {place.name}
              </Link>
            </li>
          ))}
        </ul>
        {canCreate && (
          <Link className="btn btn--primary" to="new">
            {t('list.new')}
          </Link>
        )}
      </nav>
      <div className="places-section__main">
        <Routes>
          <Route path="new" element={canCreate ? <NewPlace /> : null} />
          <Route path=":placeId/sign" element={<SignOf />} />
          <Route path=":placeId" element={<EditorOf />} />
          <Route index element={providerId ? <PlaceEditor providerId={providerId} signHref={`${providerId}/sign`} /> : null} />
        </Routes>
      </div>
    </div>
  );
}

function EditorOf() {
  const { placeId = '' } = useParams();
  return <PlaceEditor key={placeId} providerId={placeId} signHref="sign" />;
}

function SignOf() {
  const { t } = useTranslation('manage-places');
  const { placeId = '' } = useParams();
  return (
    <PlaceSign
      providerId={placeId}
      texts={{
        intro: t('sign.intro'),
        loading: t('sign.loading'),
        error: t('sign.error'),
        hint: (name) => t('sign.hint', { name }),
        imageLabel: (name) => t('sign.imageLabel', { name }),
        code: (code) => t('sign.code', { code }),
        print: t('sign.print'),
      }}
    />
  );
}

/** Owners create a place: its details, then its hours and pickup settings in its editor. */
function NewPlace() {
  const { t } = useTranslation('manage-places');
  const navigate = useNavigate();
  const [create] = useCreateManagedPlaceMutation();
  return (
    <section className="card" aria-labelledby="new-place-heading">
      <h2 id="new-place-heading">{t('list.new')}</h2>
      <PlaceDetailsForm
        initial={emptyDetails}
        creating
        onSave={async (details) => {
          const created = await create({ newPlace: details }).unwrap();
          navigate(`../${created.data.providerId}`, { relative: 'path' });
        }}
      />
    </section>
  );
}
