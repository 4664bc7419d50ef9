// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteFade } from './RouteFade.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('route fade', () => {
  it('fades the page that leaves out over 300 ms, as a copy nothing on the page can find', () => {
    vi.useFakeTimers();
    const { container, rerender } = render(
      <RouteFade routeKey="/a">
        <h1>Page A</h1>
      </RouteFade>,
    );
    const ghost = container.querySelector('.route-ghost') as HTMLElement;
    expect(ghost.hidden).toBe(true);
    // Hidden from assistive technology and from the keyboard alike.
    expect(ghost.getAttribute('aria-hidden')).toBe('true');
    expect(ghost.hasAttribute('inert')).toBe(true);
    rerender(
      <RouteFade routeKey="/b">
        <h1>Page B</h1>
      </RouteFade>,
    );
    // The arriving page fades in; the leaving one fades out above it.
    const view = container.querySelector('.route-view') as HTMLElement;
    expect(view.textContent).toBe('Page B');
    expect(view.classList.contains('route-fade')).toBe(true);
    expect(ghost.hidden).toBe(false);
    const leaving = ghost.shadowRoot?.querySelector('.route-leaving') as HTMLElement;
    expect(leaving.textContent).toBe('Page A');
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(300);
    });
    expect(ghost.hidden).toBe(true);
    expect(ghost.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('shows the first page at once', () => {
    const { container } = render(
      <RouteFade routeKey="/a">
        <h1>Page A</h1>
      </RouteFade>,
    );
    expect(container.querySelector('.route-view')?.classList.contains('route-fade')).toBe(false);
    expect((container.querySelector('.route-ghost') as HTMLElement).shadowRoot).toBeNull();
  });
});
