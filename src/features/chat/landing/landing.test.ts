import { describe, expect, it } from 'vitest';
import { CHAT_LANDING_PATH } from '../links';
import { chatLandingUrl } from './landing';

describe('chatLandingUrl: the QR code target, base_url + /chat', () => {
  it.each([
    ['https://dailymargin.example.com', 'https://dailymargin.example.com/chat'],
    ['https://dailymargin.example.com/', 'https://dailymargin.example.com/chat'],
    ['https://dailymargin.example.com//', 'https://dailymargin.example.com/chat'],
    ['  https://dailymargin.example.com  ', 'https://dailymargin.example.com/chat'],
    ['https://example.com/margin', 'https://example.com/margin/chat'],
    ['https://dailymargin.example.com/chat', 'https://dailymargin.example.com/chat'],
    ['https://dailymargin.example.com/?utm_source=x#top', 'https://dailymargin.example.com/chat'],
    ['http://localhost:6006', 'http://localhost:6006/chat'],
  ])('%j → %j', (base, expected) => {
    expect(chatLandingUrl(base)).toBe(expected);
  });

  it.each(['', '/relative', 'dailymargin.example.com', 'javascript:alert(1)', 'mailto:a@example.com'])('%j is not a usable base → null', (base) => {
    expect(chatLandingUrl(base)).toBeNull();
  });

  it('uses the landing route', () => {
    expect(CHAT_LANDING_PATH).toBe('/chat');
  });
});
