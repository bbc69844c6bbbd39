import { describe, expect, it } from 'vitest';
import { createMemoryNavigation, parsePath } from './navigation';

describe('memory navigation', () => {
  it('pushes, replaces and goes back, notifying subscribers', () => {
    const nav = createMemoryNavigation('/p/hello?utm_source=x');
    const calls: string[] = [];
    const off = nav.subscribe(() => calls.push(nav.location().pathname));
    expect(nav.location()).toEqual({ pathname: '/p/hello', search: '?utm_source=x', hash: '' });
    nav.navigate('/chat');
    nav.replace('/chat/1#r');
    expect(nav.location()).toEqual({ pathname: '/chat/1', search: '', hash: '#r' });
    nav.back();
    expect(nav.location().pathname).toBe('/p/hello');
    expect(nav.history).toEqual(['/p/hello?utm_source=x', '/chat/1#r']);
    off();
    nav.navigate('/x');
    expect(calls).toEqual(['/chat', '/chat/1', '/p/hello']);
  });

  it('goes forward to the entry back() left, and a navigate after back drops the forward entries', () => {
    const nav = createMemoryNavigation('/a');
    nav.navigate('/b');
    nav.forward();
    expect(nav.location().pathname).toBe('/b');
    nav.back();
    expect(nav.location().pathname).toBe('/a');
    nav.forward();
    expect(nav.location().pathname).toBe('/b');
    nav.back();
    nav.navigate('/c');
    nav.forward();
    expect(nav.location().pathname).toBe('/c');
    expect(nav.history).toEqual(['/a', '/c']);
  });

  it('keeps the same location object between changes (useSyncExternalStore needs a stable snapshot)', () => {
    const nav = createMemoryNavigation('/');
    expect(nav.location()).toBe(nav.location());
  });

  it('parsePath splits a path', () => {
    expect(parsePath('/a/b?x=1#h')).toEqual({ pathname: '/a/b', search: '?x=1', hash: '#h' });
  });
});
