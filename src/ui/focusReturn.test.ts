// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { currentOpener, openerOf, restoreFocus } from './focusReturn';

function button(id: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.id = id;
  element.textContent = id;
  document.body.appendChild(element);
  return element;
}

/** A closing surface's `onCloseAutoFocus` event. */
const closeEvent = () => new Event('focusScope.autoFocusOnUnmount', { cancelable: true });

afterEach(() => {
  document.body.replaceChildren();
});

describe('openerOf', () => {
  it('is the element itself, and nothing for the body', () => {
    const open = button('open');
    expect(openerOf(open)).toBe(open);
    expect(openerOf(document.body)).toBeNull();
    expect(openerOf(null)).toBeNull();
  });

  it('is the menu’s button for an item of a menu', () => {
    const trigger = button('menu-trigger');
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    menu.setAttribute('aria-labelledby', 'menu-trigger');
    const item = document.createElement('div');
    item.setAttribute('role', 'menuitem');
    item.tabIndex = -1;
    menu.appendChild(item);
    document.body.appendChild(menu);
    expect(openerOf(item)).toBe(trigger);
    item.focus();
    expect(currentOpener()).toBe(trigger);
  });
});

describe('restoreFocus', () => {
  it('`trigger` focuses the part’s trigger and takes over from Radix', () => {
    const trigger = button('trigger');
    const event = closeEvent();
    restoreFocus(event, 'trigger', () => trigger);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(trigger);
  });

  it('`none` leaves focus alone', () => {
    const trigger = button('trigger');
    restoreFocus(closeEvent(), 'none', () => trigger);
    expect(document.activeElement).toBe(document.body);
  });

  it('a function picks the element, falling back to the trigger when it has none or a detached one', () => {
    const trigger = button('trigger');
    const field = button('field');
    restoreFocus(
      closeEvent(),
      () => field,
      () => trigger,
    );
    expect(document.activeElement).toBe(field);
    field.blur();
    restoreFocus(
      closeEvent(),
      () => null,
      () => trigger,
    );
    expect(document.activeElement).toBe(trigger);
    trigger.blur();
    restoreFocus(
      closeEvent(),
      () => document.createElement('button'),
      () => trigger,
    );
    expect(document.activeElement).toBe(trigger);
  });

  it('never takes focus back from an element that took it meanwhile (a dialog opened from a menu item)', () => {
    const trigger = button('trigger');
    const inDialog = button('cancel');
    inDialog.focus();
    restoreFocus(closeEvent(), 'trigger', () => trigger);
    expect(document.activeElement).toBe(inDialog);
  });

  it('does nothing when the trigger has gone', () => {
    const trigger = button('trigger');
    trigger.remove();
    restoreFocus(closeEvent(), 'trigger', () => trigger);
    expect(document.activeElement).toBe(document.body);
  });
});
