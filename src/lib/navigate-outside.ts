// Lets code outside React (the base query) send the browser to a route. The router
// registers its navigate function; before that, a full page load is the fallback.
type Navigate = (path: string) => void;

let navigate: Navigate | null = null;

export function registerNavigate(fn: Navigate | null): void {
  navigate = fn;
}

export function navigateOutside(path: string): void {
  if (navigate) navigate(path);
  else window.location.assign(path);
}
