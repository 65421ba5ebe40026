import QRCode from 'react-qr-code';
import { useGetProviderQuery } from '../api';
import { menuLinkUrl } from '../lib/menu-link';
import { Alert } from './Alert';
import { Button } from './Button';
import './PlaceSign.css';

/** The sign's words, in the namespace of the screen showing it (the staff console's, the back office's). */
export interface PlaceSignTexts {
  intro: string;
  loading: string;
  error: string;
  hint(name: string): string;
  imageLabel(name: string): string;
  code(code: string): string;
  print: string;
}

/**
 * A place's printable QR sign: the code customers scan to open the menu, the place's name, and its short
 * code (when it has one) for typing on /scan-qr when a camera cannot be used. The print stylesheet
 * (PlaceSign.css) prints the sign alone. Shown by the staff console and the back office.
 */
export function PlaceSign({ providerId, texts }: { providerId: string; texts: PlaceSignTexts }) {
  const { data, isLoading, isError } = useGetProviderQuery({ providerId });
  if (isLoading) return <p role="status">{texts.loading}</p>;
  const place = data?.data;
  if (isError || !place) return <Alert tone="error">{texts.error}</Alert>;

  return (
    <section className="staff-sign stack" aria-labelledby="staff-sign-title">
      <p className="muted staff-sign__intro">{texts.intro}</p>
      <div className="staff-sign__sheet">
        <h2 id="staff-sign-title">{place.name}</h2>
        <div className="staff-sign__code">
          <QRCode
            value={menuLinkUrl(window.location.origin, place.providerId)}
            size={240}
            role="img"
            aria-label={texts.imageLabel(place.name)}
          />
        </div>
        <p>{texts.hint(place.name)}</p>
        {place.code && <p className="staff-sign__short-code">{texts.code(place.code)}</p>}
      </div>
      <Button onClick={() => window.print()}>{texts.print}</Button>
    </section>
  );
}
