/**
 * The gate modals as on-demand parts: a screen that may show them carries neither their code nor the dialog's until
 * the reader first needs one (`open`).
 */
import { onDemand, whenOpen } from '../../ui/onDemand';
import type { RequirementModalProps } from './RequirementModal';
import type { SignInModalProps } from './SignInModal';

export const OnDemandSignInModal = /* @__PURE__ */ onDemand<SignInModalProps>(() => import('./SignInModal').then((m) => m.SignInModal), { when: whenOpen });
export const OnDemandRequirementModal = /* @__PURE__ */ onDemand<RequirementModalProps>(() => import('./RequirementModal').then((m) => m.RequirementModal), {
  when: whenOpen,
});
