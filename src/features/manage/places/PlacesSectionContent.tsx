import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
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
 * The back office's Places section (under `/manage/places/*`; PlacesSection.tsx gives it the shell's
 * chosen place): the list of places (choosing one is the shell's `?place=`; owners create new ones),
 * the chosen place's editor, and its printable QR sign (`sign`).
 */
export function PlacesSectionContent({
  providerId,
  places,
  canCreate,
  choosePlace,
}: {
  providerId: string | undefined;
  places: readonly PlaceChoice[];
  canCreate: boolean;
  choosePlace(providerId: string): void;
}) {
  const { t } = useTranslation('manage-places');
  const { search } = useLocation();
  return (
    <div className="places-section">
      <nav className="places-section__list card" aria-labelledby="places-list-heading">
        <h2 id="places-list-heading">{t('list.heading')}</h2>
        {places.length === 0 && <p>{t('list.empty')}</p>}
        <ul>
          {places.map((place) => (
            <li key={place.providerId}>
              <button
                type="button"
                className="btn btn--link"
                onClick={() => choosePlace(place.providerId)}
                aria-current={place.providerId === providerId ? 'page' : undefined}
              >
                {place.name}
              </button>
            </li>
          ))}
        </ul>
        {canCreate && (
          <Link className="btn btn--primary" to={`new${search}`}>
            {t('list.new')}
          </Link>
        )}
      </nav>
      <div className="places-section__main">
        <Routes>
          <Route path="new" element={canCreate ? <NewPlace choosePlace={choosePlace} /> : null} />
          <Route path="sign" element={providerId ? <SignOf providerId={providerId} /> : null} />
          <Route
            index
            element={
              providerId ? (
                <PlaceEditor key={providerId} providerId={providerId} signHref={`sign${search}`} />
              ) : null
            }
          />
        </Routes>
      </div>
    </div>
  );
}

function SignOf({ providerId }: { providerId: string }) {
  const { t } = useTranslation('manage-places');
  return (
    <PlaceSign
      providerId={providerId}
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
function NewPlace({ choosePlace }: { choosePlace(providerId: string): void }) {
  const { t } = useTranslation('manage-places');
  const navigate = useNavigate();
  const location = useLocation();
  const [create] = useCreateManagedPlaceMutation();
  return (
    <section className="card" aria-labelledby="new-place-heading">
      <h2 id="new-place-heading">{t('list.new')}</h2>
      <PlaceDetailsForm
        initial={emptyDetails}
        creating
        onSave={async (details) => {
          const created = await create({ newPlace: details }).unwrap();
          // The new place is chosen (the switcher's list refetches it) and its editor opens. One
          // navigation, made last: choosing alone keeps this path (/new), and choosing after leaving it
          // was undone by the choice's own navigation, made from the location of before.
          const providerId = created.data.providerId;
          choosePlace(providerId);
          const search = new URLSearchParams(location.search);
          search.set('place', providerId);
          navigate({ pathname: '..', search: `?${search}` }, { relative: 'path' });
        }}
      />
    </section>
  );
}
