/**
 * What a signed-out reader tried when the sign-in modal opened (spec 002 §2 and §6: logged-out like, reply, restack,
 * follow, save and compose, and every 401). The spec names one value, `composer-new-post`; the others follow its
 * pattern. The entry travels with the modal (`data-entry`, the `sign_in_modal_shown` analytics event) so the product
 * knows where sign-ins start.
 */
export const signInEntries = ['like', 'reply', 'comment', 'restack', 'follow', 'save', 'composer-new-post', 'chat', 'unauthorized'] as const;
export type SignInEntry = (typeof signInEntries)[number];

/** What an area asks of the one sign-in modal. Texts left out take the product's shared ones. */
export interface SignInRequest {
  entry: SignInEntry;
  /** The title (the dialog's name); default "Sign in to continue". */
  title?: string;
  /** The sentence under it. */
  body?: string;
  /** The primary action's label; default "Sign in". */
  actionLabel?: string;
  /** The close button's label; default "Not now". */
  cancelLabel?: string;
  /** Where "Sign in" brings the reader back to; default the current page. */
  next?: string;
}
