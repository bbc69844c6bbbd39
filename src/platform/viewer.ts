/**
 * Who is looking. The role decides what a screen offers (the spec's permission table); the full user and
 * subscription entities come from the API layer, this is the part every screen needs up front.
 */
export const viewerRoles = ['anonymous', 'free', 'paid', 'founding', 'contributor', 'admin'] as const;
export type ViewerRole = (typeof viewerRoles)[number];

export interface Viewer {
  role: ViewerRole;
  /** Absent for anonymous readers. */
  user?: {
    id: number;
    name: string;
    handle?: string;
    email?: string;
    photoUrl?: string;
  };
}

export const anonymousViewer: Viewer = { role: 'anonymous' };

/** The publication the screens are shown for. */
export interface PlatformPublication {
  id: number;
  name: string;
  subdomain: string;
  /** Brand colour as #rrggbb; the theme derives the accent palette from it. */
  accentColor?: string;
  logoUrl?: string;
  /**
   * The publication's own site (`base_url`, e.g. `https://dailymargin.example.com`). Links meant for another device
   * (the chat landing's QR code) use it; without it they use the page's origin.
   */
  baseUrl?: string;
}
