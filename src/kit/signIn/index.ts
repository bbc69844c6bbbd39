export { type SignInEntry, signInEntries, type SignInRequest } from './signInEntry';
export { SignInModal, type SignInModalProps } from './SignInModal';
export { RequirementModal, type RequirementModalProps, type RequirementNeed, requirementNeeds } from './RequirementModal';
export { SignInHost, useSignIn } from './SignInHost';
export { OnDemandRequirementModal, OnDemandSignInModal } from './onDemand';
