import { render } from '@testing-library/react';
import { useRef } from 'react';
import { useStickyBottomClearance } from './use-sticky-bottom-clearance';

function StickyBar() {
  const bar = useRef<HTMLDivElement>(null);
  useStickyBottomClearance(bar);
  return <div ref={bar} />;
}

describe('useStickyBottomClearance', () => {
  it('pads the page by the bar while it is shown, and gives the padding back when it goes', () => {
    // jsdom lays nothing out: the bar measures what a browser would.
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(120);
    const root = document.documentElement;
    const { unmount } = render(<StickyBar />);
    expect(root.style.scrollPaddingBottom).toBe('calc(var(--nav-height) + 24px + 120px)');
    unmount();
    expect(root.style.scrollPaddingBottom).toBe('');
    height.mockRestore();
  });
});
