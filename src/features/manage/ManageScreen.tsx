import {
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useRef,
} from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, Route, Routes, useParams, useSearchParams } from 'react-router-dom';
import { useListManagedPlacesQuery } from '../../api/manage';
import { ErrorState } from '../../components/ErrorState';
import { LoadingState, PageLoading } from '../../components/LoadingState';
import { usePageHeadingFocus } from '../../components/page-focus';
import { MANAGE_SECTIONS, type ManageSection, paths } from '../../config/paths';
import { useCurrentUser } from '../../hooks/use-current-user';
import { isUiLanguage, LANGUAGE_NAMES, UI_LANGUAGES } from '../../i18n/config';
import { chooseLanguage, currentUiLanguage } from '../../i18n/language-choice';
import { useAppDispatch } from '../../stores/hooks';
import { logout } from '../../stores/session';
import { type ManagedPlaceContext, ManagedPlaceContextValue, useManagedPlace } from './use-managed-place';
import './manage.css';

// Each section is a chunk of its own, loaded when it is first opened.
const sections: Record<ManageSection, LazyExoticComponent<() => ReactNode>> = {
  places: lazy(() => import(/* webpackChunkName: "manage-places" */ './places/PlacesSection')),
  menu: lazy(() => import(/* webpackChunkName: "manage-menu" */ './menu/MenuSection')),
  team: lazy(() => import(/* webpackChunkName: "manage-team" */ './team/TeamSection')),
  reports: lazy(() => import(/* webpackChunkName: "manage-reports" */ './reports/ReportsSection')),
  audit: lazy(() => import(/* webpackChunkName: "manage-audit" */ './audit/AuditSection')),
};

/** Sections only owners see (the audit log of the whole deployment). */
const OWNER_ONLY: readonly ManageSection[] = ['audit'];
/** Where the back office opens: the menu of the place, or the places when there is none yet. */
const FIRST_SECTION: ManageSection = 'menu';
/** The place chosen last on this device, reopened next time. */
const PLACE_STORAGE_KEY = 'manage.place';

const isSection = (value: string | undefined): value is ManageSection =>
  (MANAGE_SECTIONS as readonly string[]).includes(value ?? '');

/**
 * The back office (/manage/*), for owners and managers: a laptop layout (a side navigation, the place
 * switcher, the section), usable on a tablet. Each section is its own lazy chunk; none of this code
 * loads for customers. The place a section works on is `?place=<id>` (links and reloads keep it).
 */
export default function ManageScreen() {
  return (
    <Routes>
      <Route index element={<ManageShell />} />
      <Route path=":section/*" element={<ManageShell />} />
    </Routes>
  );
}

function ManageShell() {
  const { t } = useTranslation('manage');
  const user = useCurrentUser();
  const { section } = useParams();
  const [search, setSearch] = useSearchParams();
  const mayManage = user ? user.owner || user.managerOf.length > 0 : false;
  const placesQuery = useListManagedPlacesQuery(undefined, { skip: !mayManage });
  const places = useMemo(() => placesQuery.data?.data.places ?? [], [placesQuery.data]);
  const owner = placesQuery.data?.data.owner ?? false;
  const asked = search.get('place') ?? localStorage.getItem(PLACE_STORAGE_KEY) ?? undefined;
  const place = places.find((candidate) => candidate.providerId === asked) ?? places[0];

  const choosePlace = useCallback(
    (providerId: string) => {
      localStorage.setItem(PLACE_STORAGE_KEY, providerId);
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.set('place', providerId);
          return next;
        },
        { replace: false },
      );
    },
    [setSearch],
  );
  const context = useMemo<ManagedPlaceContext>(
    () => ({ providerId: place?.providerId, place, places, owner, choosePlace }),
    [place, places, owner, choosePlace],
  );

  if (!user) return <PageLoading />;
  if (!mayManage) return <Forbidden />;
  if (placesQuery.isLoading) return <LoadingState label={t('loading')} />;
  if (placesQuery.isError || !placesQuery.data) {
    return <ErrorState message={t('error')} onRetry={() => void placesQuery.refetch()} />;
  }
  if (!isSection(section) || (OWNER_ONLY.includes(section) && !owner)) {
    const first = places.length === 0 ? 'places' : FIRST_SECTION;
    return <Navigate to={paths.manageSection.getHref(first, place?.providerId)} replace />;
  }
  const Section = sections[section];
  return (
    <ManagedPlaceContextValue.Provider value={context}>
      <ManageLayout section={section} title={t(`nav.${section}`)}>
        <Suspense fallback={<LoadingState label={t('loading')} />}>
          <Section />
        </Suspense>
      </ManageLayout>
    </ManagedPlaceContextValue.Provider>
  );
}

function ManageLayout({
  section,
  title,
  children,
}: {
  section: ManageSection;
  title: string;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation('manage');
  const { t: tc } = useTranslation('common');
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const context = useManagedPlace();
  const page = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageHeadingFocus(heading, page);
  useEffect(() => {
    document.title = `${title} · ${t('title')} · ${tc('appName')}`;
  }, [title, t, tc]);

  return (
    <div className="manage" ref={page}>
      <a className="skip-link" href="#manage-content">
        {tc('skipToContent')}
      </a>
      <aside className="manage__side">
        <p className="manage__brand">{t('title')}</p>
        {context.places.length > 0 && (
          <label className="manage__place">
            <span>{t('place.label')}</span>
            <select
              value={context.providerId ?? ''}
              onChange={(event) => context.choosePlace(event.target.value)}
            >
              {context.places.map((place) => (
                <option key={place.providerId} value={place.providerId}>
                  {place.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <nav aria-label={t('nav.label')}>
          <ul className="manage__nav">
            {MANAGE_SECTIONS.filter((candidate) => context.owner || !OWNER_ONLY.includes(candidate)).map(
              (candidate) => (
                <li key={candidate}>
                  <NavLink
                    to={paths.manageSection.getHref(candidate, context.providerId)}
                    aria-current={candidate === section ? 'page' : undefined}
                    className={candidate === section ? 'active' : undefined}
                  >
                    {t(`nav.${candidate}`)}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="manage__more">
          {(user?.staffOf.length ?? 0) > 0 && <Link to={paths.staff.getHref()}>{t('links.counter')}</Link>}
          <Link to={paths.selectRestaurant.getHref()}>{t('links.app')}</Link>
          <label className="manage__language">
            <span>{t('language')}</span>
            <select
              value={currentUiLanguage(i18n)}
              onChange={(event) => {
                const language = event.target.value;
                if (isUiLanguage(language)) void chooseLanguage(i18n, language);
              }}
            >
              {UI_LANGUAGES.map((language) => (
                <option key={language} value={language} lang={language}>
                  {LANGUAGE_NAMES[language]}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn--secondary" onClick={() => void logout(dispatch)}>
            {t('logout')}
          </button>
        </div>
      </aside>
      <main id="manage-content" className="manage__main" tabIndex={-1}>
        <h1 className="manage__title" ref={heading} tabIndex={-1}>
          {title}
          {context.place && <span className="manage__title-place"> · {context.place.name}</span>}
        </h1>
        {children}
      </main>
    </div>
  );
}

function Forbidden() {
  const { t } = useTranslation('manage');
  return (
    <div className="manage manage--forbidden">
      <main className="manage__main">
        <h1 className="manage__title">{t('title')}</h1>
        <p role="alert">{t('forbidden')}</p>
        <Link to={paths.selectRestaurant.getHref()}>{t('links.app')}</Link>
      </main>
    </div>
  );
}
