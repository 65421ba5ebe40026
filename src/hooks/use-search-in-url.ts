import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from './use-debounced-value';

/** How long the typing rests before the search is settled and written to the URL. */
const SETTLE_MS = 300;

/**
 * A search kept in the URL (`?q=`), so a reload, a shared link or the back button keeps it: the text as
 * typed, its setter, and the settled search (trimmed, once the typing rests), which is what the URL
 * holds. Only a change is written, replacing the entry: a navigation, even to the same URL, renders every
 * screen under the router again.
 */
export function useSearchInUrl() {
  const [searchParams, setSearchParams] = useSearchParams();
  const urlQuery = searchParams.get('q') ?? '';
  const [text, setText] = useState(urlQuery);
  const settled = useDebouncedValue(text.trim(), SETTLE_MS);
  const queryInUrl = useRef(urlQuery);
  queryInUrl.current = urlQuery;
  useEffect(() => {
    if (settled === queryInUrl.current) return;
    setSearchParams(settled ? { q: settled } : {}, { replace: true });
  }, [settled, setSearchParams]);
  return { text, setText, settled };
}
